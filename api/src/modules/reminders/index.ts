// What other modules use of the reminders: the job's run (notification-job.ts),
// the summaries the review rounds show their editors, and the routes of a
// journal's correspondence settings (mounted under /journals by routes.ts).
export { runReminders, type ReminderRun } from './reminders.service';
export { invitationReminders, NO_REMINDERS, revisionReminders } from './reminder-summaries';
export { journalCorrespondenceRoutes } from './journal-correspondence.routes';
