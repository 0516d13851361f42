// What the rest of the API uses of users.
export { findRolesByNames, replaceUserRoles } from './roles.repository';
export { type AuthUser } from './signed-in-user';
export { EMAIL_TAKEN, withUniqueEmail } from './user-rules';
export { presentUser } from './users.presenter';
export { findUserByEmail, findUserById, insertUser, updateUserRow } from './users.repository';
