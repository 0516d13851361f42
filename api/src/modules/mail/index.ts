// The mail module's face to the others: queue a mail in the outbox (delivered
// by the notification job after the caller's transaction commits), deliver
// the queue, and the users' notification preferences. Its routes are
// mounted from ./mail.module (routes.ts), not from here: the routes need the
// auth plugin, whose services queue mail through this file.
export { enqueueMail, type OutgoingMail } from './enqueue-mail';
export { deliverQueuedMail, MAX_ATTEMPTS, RETRY_DELAYS_MS, type SendMail } from './deliver-mail';
export { preferencesFor } from './preferences.service';
