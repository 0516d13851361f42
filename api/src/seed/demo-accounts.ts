// The demo sign-ins of the README (password `colophon-demo`).
import type { RoleName } from '@colophon/shared/contracts';

export const DEMO_PASSWORD = 'colophon-demo';

export const DEMO_ACCOUNTS: { email: string; name: string; role: RoleName }[] = [
  { email: 'admin@colophon.test', name: 'Ada Admin', role: 'admin' },
  { email: 'superadmin@colophon.test', name: 'Sam Superadmin', role: 'super-admin' },
  { email: 'editor@colophon.test', name: 'Eleanor Editor', role: 'editor-in-chief' },
  { email: 'associate@colophon.test', name: 'Arjun Associate', role: 'associate-editor' },
  { email: 'reviewer@colophon.test', name: 'Rosa Reviewer', role: 'reviewer' },
  { email: 'author@colophon.test', name: 'Aziz Author', role: 'author' },
];

export function demoCredentialsText(): string {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.role}`);
  return [`Demo accounts (password: ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
