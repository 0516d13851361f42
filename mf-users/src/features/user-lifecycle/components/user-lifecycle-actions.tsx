import { useNavigate } from '@colophon/shared/router';
import { useCan } from '@colophon/shared';
import { type User } from '@colophon/shared/contracts';
import { useCurrentUserId } from '../../../hooks/use-current-user-id';
import { DeleteUserButton } from './delete-user-button';
import { ForceDeleteUserButton } from './force-delete-user-button';
import { RestoreUserButton } from './restore-user-button';

/**
 * Delete or Restore by the user's state; a super-admin also gets the
 * permanent delete. Each shows only to whoever the API would let use it
 * (docs/roles.md); after a delete the record is gone from view: back to the list.
 */
export function UserLifecycleActions({ user }: { user: User }) {
  const navigate = useNavigate();
  const canManage = useCan('users.manage');
  const canForceDelete = useCan('users.forceDelete');
  const self = user.id === useCurrentUserId();
  const deleted = !!user.deleted_at;
  const toList = () => void navigate('/users');

  return (
    <>
      {canManage && !deleted && !self && <DeleteUserButton user={user} onDeleted={toList} />}
      {canManage && deleted && <RestoreUserButton user={user} />}
      {canForceDelete && !self && <ForceDeleteUserButton user={user} onDeleted={toList} />}
    </>
  );
}
