import { useParams } from '@colophon/shared/router';
import { parseId } from '@colophon/shared/contracts';
import { EditRolesButton } from '../features/role-assignment/components/edit-roles-button';
import { UserDetail } from '../features/user-detail/components/user-detail';
import { UserLifecycleActions } from '../features/user-lifecycle/components/user-lifecycle-actions';

export function UserDetailPage() {
  const id = parseId(useParams().id);
  return (
    <UserDetail
      // A new id is a new screen: no state carries over from the previous user.
      key={id}
      id={id}
      lifecycleActions={(user) => <UserLifecycleActions user={user} />}
      rolesAction={(user) => <EditRolesButton user={user} disabled={!!user.deleted_at} />}
    />
  );
}
