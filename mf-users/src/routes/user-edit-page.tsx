import { useParams } from '@colophon/shared/router';
import { parseId } from '@colophon/shared/contracts';
import { EditUserForm } from '../features/user-form/components/edit-user-form';

export function UserEditPage() {
  const id = parseId(useParams().id);
  return <EditUserForm key={id} id={id} />;
}
