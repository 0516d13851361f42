// The user lifecycle feature's public face: soft delete, restore and permanent delete.
export { DeleteUserButton } from './components/delete-user-button';
export { RestoreUserButton } from './components/restore-user-button';
export {
  ForceDeleteUserButton,
  isForceDeleteConfirmed,
} from './components/force-delete-user-button';
