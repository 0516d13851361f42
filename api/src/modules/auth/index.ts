// What the rest of the API uses of auth.
export {
  assertCurrentPassword,
  assertNotCommonPassword,
  sendVerificationMail,
  type MailSettings,
} from './account.service';
export { requirePermission, requireRoles, type AuthHook, type AuthUser } from './auth.plugin';
export { loginGuardOf, type LoginGuard } from './login-guard';
export { rateLimitStoreFor } from './route-rate-limit-store';
export { revokeUserTokens } from './token.repository';
