// Discussions of a manuscript: threads between its editors and its authors
// (`author`), or its editors and one reviewer (`reviewer`, tied to that
// reviewer's invitation), with messages that may carry a file. Who sees a
// thread and whose names it shows is the visibility policy's
// (docs/visibility.md); these are the requests and the answers.
import { z } from 'zod';
import { msg } from './messages';

export const DISCUSSION_KINDS = ['author', 'reviewer'] as const;
export type DiscussionKind = (typeof DISCUSSION_KINDS)[number];

/** What a writer spoke as; the reader's policy decides whether their name is shown. */
export const DISCUSSION_ROLES = ['editor', 'author', 'reviewer'] as const;
export type DiscussionRole = (typeof DISCUSSION_ROLES)[number];

export const DISCUSSION_SUBJECT_MAX = 200;
export const DISCUSSION_BODY_MAX = 10_000;
/** The multipart field of a message's file (same types and limit as manuscript files). */
export const DISCUSSION_FILE_FIELD = 'file';

export const DISCUSSION_MESSAGES = {
  kindInvalid: msg('discussion.kindInvalid'),
  subjectRequired: msg('discussion.subjectRequired'),
  subjectTooLong: msg('discussion.subjectTooLong', { max: DISCUSSION_SUBJECT_MAX }),
  bodyRequired: msg('discussion.bodyRequired'),
  bodyTooLong: msg('discussion.bodyTooLong', { max: DISCUSSION_BODY_MAX }),
  invitationRequired: msg('discussion.invitationRequired'),
  invitationInvalid: msg('discussion.invitationInvalid'),
  messageInvalid: msg('discussion.messageInvalid'),
  notFound: msg('discussion.notFound'),
  fileNotFound: msg('discussion.fileNotFound'),
  closed: msg('discussion.closed'),
  fileType: msg('discussion.fileType'),
} as const;
const D = DISCUSSION_MESSAGES;

/** A message too large for the limit, in MB (the API reads UPLOAD_MAX_BYTES). */
export const discussionFileTooLarge = (maxMegabytes: number) =>
  msg('discussion.fileTooLarge', { max: maxMegabytes });

/** An id sent as a number (JSON) or as digits (a multipart field). */
const positiveId = (message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value,
    z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );

const messageBody = z
  .string({ error: D.bodyRequired })
  .trim()
  .min(1, D.bodyRequired)
  .max(DISCUSSION_BODY_MAX, D.bodyTooLong);

// ── Requests ────────────────────────────────────────────────────────────────

/**
 * POST discussions/{id}/messages: JSON, or multipart/form-data with the same
 * field and an optional `file`.
 */
export const discussionMessageCreateSchema = z.object({ body: messageBody });
export type DiscussionMessageCreateInput = z.output<typeof discussionMessageCreateSchema>;

/**
 * POST manuscripts/{id}/discussions: the thread and its first message (JSON or
 * multipart with an optional `file`). A reviewer thread names the reviewer's
 * invitation; a reviewer starting their own thread may leave it out.
 */
export const discussionCreateSchema = z.object({
  kind: z.enum(DISCUSSION_KINDS, { error: D.kindInvalid }),
  invitation_id: positiveId(D.invitationRequired).nullish(),
  subject: z
    .string({ error: D.subjectRequired })
    .trim()
    .min(1, D.subjectRequired)
    .max(DISCUSSION_SUBJECT_MAX, D.subjectTooLong),
  body: messageBody,
});
export type DiscussionCreateInput = z.output<typeof discussionCreateSchema>;
/** The form's values before parsing (ids may still be text). */
export type DiscussionCreateValues = z.input<typeof discussionCreateSchema>;

/** POST discussions/{id}/read: read up to `message_id` (default: the latest message). */
export const discussionReadSchema = z.object({
  message_id: positiveId(D.messageInvalid).optional(),
});
export type DiscussionReadInput = z.output<typeof discussionReadSchema>;

// ── Answers ─────────────────────────────────────────────────────────────────

/** A person the reader may know by name; null when the policy hides who it is. */
const personSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type DiscussionPerson = z.output<typeof personSchema>;

export const discussionThreadSchema = z.object({
  id: z.number().int(),
  manuscript_id: z.number().int(),
  kind: z.enum(DISCUSSION_KINDS),
  subject: z.string(),
  /** A reviewer thread's invitation (only its editors and its reviewer read the thread). */
  invitation_id: z.number().int().nullable(),
  /** A reviewer thread's reviewer, as the policy lets the reader know them. */
  reviewer: personSchema,
  /** The review round of a reviewer thread's invitation. */
  round: z.number().int().nullable(),
  created_by: personSchema,
  created_by_role: z.enum(DISCUSSION_ROLES),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  last_message_at: z.string().nullable(),
  message_count: z.number().int(),
  /** Messages of others the reader has not read. */
  unread: z.number().int(),
  /** What the reader writes in it as; null: they read it without taking part (administrators). */
  my_role: z.enum(DISCUSSION_ROLES).nullable(),
  /** The reader may write in it (a party to it, and it is open). */
  can_post: z.boolean(),
  /** The reader may close or reopen it (the manuscript's editors). */
  can_close: z.boolean(),
});
export type DiscussionThread = z.output<typeof discussionThreadSchema>;

/** Whom the reader may start a discussion with. */
export const discussionTargetSchema = z.object({
  kind: z.enum(DISCUSSION_KINDS),
  /** The reviewer's invitation (reviewer threads). */
  invitation_id: z.number().int().nullable(),
  /** The reviewer, as the policy lets the reader know them. */
  reviewer: personSchema,
  round: z.number().int().nullable(),
  /** The reader's own invitation: a reviewer writing to the editors. */
  own: z.boolean(),
});
export type DiscussionTarget = z.output<typeof discussionTargetSchema>;

/** GET manuscripts/{id}/discussions: the threads the reader sees, most recent first. */
export const discussionListSchema = z.object({
  data: z.array(discussionThreadSchema),
  meta: z.object({
    /** Unread messages over every thread listed. */
    unread: z.number().int(),
    can_start: z.array(discussionTargetSchema),
  }),
});
export type DiscussionList = z.output<typeof discussionListSchema>;

export const discussionFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
});

export const discussionMessageSchema = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  /** The writer, as the policy lets the reader know them (null: shown by role only). */
  author: personSchema,
  author_role: z.enum(DISCUSSION_ROLES),
  /** Written by the reader. */
  own: z.boolean(),
  file: discussionFileSchema.nullable(),
});
export type DiscussionMessage = z.output<typeof discussionMessageSchema>;

/** GET discussions/{id}/messages: the messages, oldest first, with their thread. */
export const discussionMessagesSchema = z.object({
  data: z.array(discussionMessageSchema),
  meta: z.object({ thread: discussionThreadSchema }),
});
export type DiscussionMessages = z.output<typeof discussionMessagesSchema>;

/** POST discussions/{id}/read. */
export const discussionReadResultSchema = z.object({
  message: z.string(),
  data: z.object({ last_read_message_id: z.number().int().nullable(), unread: z.number().int() }),
});
