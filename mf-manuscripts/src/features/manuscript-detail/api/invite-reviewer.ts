import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@colophon/shared';
import {
  type InvitationCreateInput,
  type Mutation,
  type ReviewInvitation,
} from '@colophon/shared/contracts';
import { MANUSCRIPTS_ROOT_KEY } from '../../../lib/query-keys';

export async function inviteReviewer({
  manuscriptId,
  invitation,
}: {
  manuscriptId: number;
  invitation: InvitationCreateInput;
}): Promise<ReviewInvitation> {
  const { data } = await apiClient.post<Mutation<ReviewInvitation>>(
    `manuscripts/${manuscriptId}/invitations`,
    invitation,
  );
  return data.data;
}

/** One invitation to review in the open round; the rounds, the queue and the lists refresh. */
export function useInviteReviewer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteReviewer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MANUSCRIPTS_ROOT_KEY }),
  });
}
