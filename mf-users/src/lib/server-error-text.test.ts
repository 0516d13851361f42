import { roleAssignmentErrorText } from '../features/role-assignment';
import { serverErrorKey } from './server-error-text';

const error = (status: number | null, message: string, errors: Record<string, string[]> = {}) => ({
  status,
  message,
  errors,
});
const ROLES_403 =
  'You do not have permission to assign roles to this user. Admin or Super Admin role required.';

describe('serverErrorKey', () => {
  it('translates the refusals the API explains', () => {
    expect(serverErrorKey(error(403, ROLES_403))).toBe('errors.rolesForbidden');
    expect(serverErrorKey(error(403, 'You cannot delete your own account.'))).toBe(
      'errors.deleteSelf',
    );
    expect(serverErrorKey(error(404, 'User not found'))).toBe('errors.notFound');
    expect(
      serverErrorKey(
        error(
          409,
          'The user cannot be permanently deleted while manuscripts or other records refer to them.',
        ),
      ),
    ).toBe('errors.forceDeleteConflict');
  });

  it('leaves other failures to the screen', () => {
    expect(serverErrorKey(error(500, 'User not found'))).toBeNull();
    expect(serverErrorKey(error(null, 'Network error. Please check your connection.'))).toBeNull();
    expect(serverErrorKey(error(403, 'Forbidden'))).toBeNull();
  });
});

describe('roleAssignmentErrorText', () => {
  it('shows any 403 as the role-assignment refusal of spec §6', () => {
    expect(roleAssignmentErrorText(error(403, ROLES_403))).toEqual({
      key: 'errors.rolesForbidden',
    });
    expect(roleAssignmentErrorText(error(403, 'Forbidden'))).toEqual({
      key: 'errors.rolesForbidden',
    });
  });

  it('names the super-admin rule, a rejected role, or the generic failure', () => {
    expect(
      roleAssignmentErrorText(
        error(403, 'Only a Super Admin can grant, revoke or manage the super-admin role.'),
      ),
    ).toEqual({ key: 'errors.superAdminOnly' });
    expect(
      roleAssignmentErrorText(
        error(422, 'x', { roles: ['The selected role "wizard" is invalid.'] }),
      ),
    ).toEqual({ message: 'The selected role "wizard" is invalid.' });
    expect(roleAssignmentErrorText(error(500, 'Server Error'))).toEqual({ key: 'roles.failure' });
  });
});
