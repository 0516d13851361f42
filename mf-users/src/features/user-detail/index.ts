// The user detail feature's public face.
export { UserDetail } from './components/user-detail';
export { getUserQueryOptions, useUser } from './api/get-user';
