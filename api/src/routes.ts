// Every module's routes, in one list: app.ts mounts it under /api/v1. A new
// module adds its routes plugin here and nowhere else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyPlugin } from './lib/idempotency';
import { authRoutes } from './modules/auth/auth.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { manuscriptsAwaitingAction } from './modules/decisions';
import { decisionsModule } from './modules/decisions/decisions.module';
import { healthRoutes } from './modules/health/health.routes';
import { journalsRoutes } from './modules/journals/journals.routes';
import { journalCorrespondenceRoutes, runReminders } from './modules/reminders';
import { manuscriptsModule } from './modules/manuscripts/manuscripts.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { mailModule } from './modules/mail/mail.module';
import { remotesRoutes } from './modules/remotes/remotes.routes';
import { searchRoutes } from './modules/search/search.routes';
import { tagsRoutes } from './modules/tags/tags.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { reviewsModule } from './modules/reviews/reviews.module';
import { discussionsModule } from './modules/discussions';
import { reviewFormRoutes } from './modules/review-forms';
import { usersRoutes } from './modules/users/users.routes';
import { analyticsRoutes } from './modules/analytics';
import { sectionHealthModule } from './modules/section-health';

export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  // Idempotency-Key on every signed-in POST below: a retried create makes no duplicate.
  await api.register(idempotencyPlugin);
  await api.register(healthRoutes);
  await api.register(authRoutes, { prefix: '/auth' });
  await api.register(usersRoutes, { prefix: '/users' });
  await api.register(dashboardRoutes, { prefix: '/dashboard' });
  await api.register(journalsRoutes, { prefix: '/journals' });
  // GET and PUT journals/{id}/correspondence: the revision period and reminder schedule.
  await api.register(journalCorrespondenceRoutes, { prefix: '/journals' });
  await api.register(categoriesRoutes, { prefix: '/categories' });
  // /manuscripts and /journals/{id}/manuscripts, with multipart parsing of its own.
  await api.register(manuscriptsModule);
  // Decisions, recommendations, handling editor (under /manuscripts) and /editorial-queue.
  await api.register(decisionsModule);
  // Review rounds, reviewer candidates, invitations (under /manuscripts, /invitations) and /reviews/assignments.
  await api.register(reviewsModule);
  // Discussions of a manuscript (under /manuscripts/{id}/discussions) and /discussions/{id}/….
  await api.register(discussionsModule);
  // GET/PUT journals/{id}/review-form (editors-in-chief, admins) and GET manuscripts/{id}/review-form.
  await api.register(reviewFormRoutes);
  // GET notifications… and the reminder job (started when the server listens).
  // Handed in: decisions and reminders notify through this module, which does not import them.
  await api.register(notificationsModule, {
    awaitingAction: manuscriptsAwaitingAction,
    runReminders,
  });
  // GET outbox (administrators), manuscripts/{id}/mail (its editors), notifications/preferences.
  await api.register(mailModule);
  await api.register(remotesRoutes, { prefix: '/remotes' });
  // POST remotes/health (browsers), GET remotes/{section}/health|policy|history, PUT …/policy,
  // and the rollout watcher (started when the server listens).
  await api.register(sectionHealthModule);
  await api.register(tagsRoutes, { prefix: '/tags' });
  await api.register(searchRoutes, { prefix: '/search' });
  await api.register(templatesRoutes, { prefix: '/mail-templates' });
  // GET analytics/scope, figures, workload and review-report (editors and administrators).
  await api.register(analyticsRoutes, { prefix: '/analytics' });
};
