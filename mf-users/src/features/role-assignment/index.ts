// The role assignment feature's public face.
export { EditRolesButton } from './components/edit-roles-button';
export { RoleAssignmentDialog } from './components/role-assignment-dialog';
export { roleAssignmentErrorText } from './lib/role-assignment-error';
