// The users list feature's public face.
export { UsersList } from './components/users-list';
