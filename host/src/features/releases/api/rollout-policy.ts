import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type RolloutPolicy, type SectionName } from '@colophon/shared/contracts';
import { releaseKeys } from './get-releases';

export async function getRolloutPolicy(section: SectionName): Promise<RolloutPolicy> {
  const { data } = await apiClient.get<{ data: RolloutPolicy }>(`remotes/${section}/policy`);
  return data.data;
}

export async function putRolloutPolicy(
  section: SectionName,
  policy: RolloutPolicy,
): Promise<RolloutPolicy> {
  const { data } = await apiClient.put<{ message: string; data: RolloutPolicy }>(
    `remotes/${section}/policy`,
    policy,
  );
  return data.data;
}

export const rolloutPolicyQueryOptions = (section: SectionName) =>
  queryOptions({
    queryKey: releaseKeys.policy(section),
    queryFn: () => getRolloutPolicy(section),
  });

/** Saves a section's policy; its health (thresholds, verdict) and history (a "policy" entry) change with it. */
export function useSaveRolloutPolicy(section: SectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: RolloutPolicy) => putRolloutPolicy(section, policy),
    onSuccess: (saved) => queryClient.setQueryData(releaseKeys.policy(section), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.section(section) }),
  });
}
