// The user form feature's public face: the create and edit screens' forms.
export { CreateUserForm } from './components/create-user-form';
export { EditUserForm } from './components/edit-user-form';
