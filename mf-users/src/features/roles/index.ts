// The roles feature's public face: the roles list and how roles are shown and picked.
export { getRoles, getRolesQueryOptions, useRoles } from './api/get-roles';
export { RoleTags } from './components/role-tags';
export { RoleCheckboxList, type RoleCheckboxListProps } from './components/role-checkbox-list';
