// @colophon/shared/standalone: a section on its own dev server (its bootstrap.tsx).
// Not a Module Federation shared entry: only a standalone page loads it, and it
// reaches the session, i18n and router through the shared entries.
export { StandaloneShell, type StandaloneShellProps } from './standalone-shell';
