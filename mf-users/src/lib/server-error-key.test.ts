import { serverErrorKey } from './server-error-key';
import { apiError as error, ROLES_FORBIDDEN as ROLES_403 } from '../testing/fixtures';

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
