import { roleAssignmentErrorText } from './role-assignment-error';
import { apiError as error, ROLES_FORBIDDEN as ROLES_403 } from '../../../testing/fixtures';

describe('roleAssignmentErrorText', () => {
  it('shows any 403 as the refusal of a role assignment', () => {
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
