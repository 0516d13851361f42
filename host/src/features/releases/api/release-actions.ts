// The release screen's writes: canary, promote, roll back. Each refreshes the
// screen (the list and, by the shared key prefix, every section's health,
// policy and history); the panel itself picks the change up on the next page load.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import { type CanaryUpdate, type SectionName } from '@colophon/shared/contracts';
import { releaseKeys } from './get-releases';

export const setCanary = (section: SectionName, input: CanaryUpdate) =>
  apiClient.put(`remotes/${section}/canary`, input);

export const promoteRelease = (section: SectionName, version?: string) =>
  apiClient.post(`remotes/${section}/promote`, version ? { version } : {});

export const rollbackRelease = (section: SectionName) =>
  apiClient.post(`remotes/${section}/rollback`);

function useReleaseMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}

export const useSetCanary = () =>
  useReleaseMutation((input: { section: SectionName } & CanaryUpdate) =>
    setCanary(input.section, { version: input.version, percentage: input.percentage }),
  );

export const usePromoteRelease = () =>
  useReleaseMutation((input: { section: SectionName; version?: string }) =>
    promoteRelease(input.section, input.version),
  );

export const useRollbackRelease = () =>
  useReleaseMutation((section: SectionName) => rollbackRelease(section));
