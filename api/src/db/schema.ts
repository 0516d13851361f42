// The whole database as Kysely sees it: core, content, remote-registry and peer-review tables.
import type { CoreTables } from './schema-core';
import type { ContentTables } from './schema-content';
import type { RemoteTables } from './schema-remotes';
import type { ReviewTables } from './schema-review';
import type { NotificationTables } from './schema-notifications';
import type { TagTables } from './schema-tags';
import type { SharedLimitTables } from './schema-shared-limits';
import type { IdempotencyTables } from './schema-idempotency';
import type { TemplateTables } from './schema-templates';
import type { MailTables } from './schema-mail';
import type { ReminderTables } from './schema-reminders';
import type { DiscussionTables } from './schema-discussions';
import type { PasswordResetTables } from './schema-password-reset';
import type { ReviewerPreferenceTables } from './schema-reviewer-preferences';
import type { ReviewRatingTables } from './schema-review-ratings';
import type { ReviewAlternateTables } from './schema-review-alternates';
import type { ReviewFormTables } from './schema-review-forms';
import type { AnalyticsTables } from './schema-analytics';
import type { SectionHealthTables } from './schema-section-health';

export interface DB
  extends
    CoreTables,
    ContentTables,
    RemoteTables,
    ReviewTables,
    TagTables,
    NotificationTables,
    SharedLimitTables,
    IdempotencyTables,
    TemplateTables,
    MailTables,
    ReminderTables,
    DiscussionTables,
    PasswordResetTables,
    ReviewerPreferenceTables,
    ReviewRatingTables,
    ReviewAlternateTables,
    ReviewFormTables,
    AnalyticsTables,
    SectionHealthTables {}
