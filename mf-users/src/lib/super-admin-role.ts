import { type RoleName } from '@colophon/shared/contracts';

/** The role only a super-admin may grant or revoke (docs/roles.md), and shown apart in badges. */
export const SUPER_ADMIN_ROLE: RoleName = 'super-admin';
