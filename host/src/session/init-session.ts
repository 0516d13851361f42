// The session check's one need from @colophon/shared, imported by name: a
// dynamic import of the package itself would load its whole index (what the
// host provides to the sections) before the panel's first paint.
export { initSession } from '@colophon/shared';
