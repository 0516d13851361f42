// The signed-in user of a request: who, and which roles. It lives with the
// users (auth reads it from here and sets it on each request) so that the
// users module, which auth builds on, never imports auth for its own type.
export type AuthUser = { id: number; name: string; email: string; roles: string[] };
