// The one API client, by name: a dynamic import of @colophon/shared itself
// would load its whole index (what the host provides to the sections) on the
// first sign-in request.
export { apiClient } from '@colophon/shared';
