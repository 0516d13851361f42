// Kysely table types of the discussions (migration 0024-discussions).
import type { Generated } from 'kysely';
import type { Timestamp } from './schema-core';

export interface DiscussionThreadsTable {
  id: Generated<number>;
  manuscript_id: number;
  /** 'author' (editors and the authors) | 'reviewer' (editors and one reviewer). */
  kind: string;
  /** The reviewer's invitation (reviewer threads only). */
  invitation_id: number | null;
  reviewer_id: number | null;
  subject: string;
  created_by: number | null;
  /** 'editor' | 'author' | 'reviewer': what the one who started it spoke as. */
  created_by_role: string;
  created_at: Timestamp;
  closed_at: Timestamp | null;
}

export interface DiscussionMessagesTable {
  id: Generated<number>;
  thread_id: number;
  author_id: number | null;
  /** 'editor' | 'author' | 'reviewer': what the writer spoke as. */
  author_role: string;
  body: string;
  /** The file store's key of the attached file. */
  file_path: string | null;
  file_name: string | null;
  mime_type: string | null;
  file_size: number | null;
  created_at: Timestamp;
}

export interface DiscussionReadsTable {
  thread_id: number;
  user_id: number;
  last_read_message_id: number;
  read_at: Timestamp;
}

export interface DiscussionTables {
  discussion_threads: DiscussionThreadsTable;
  discussion_messages: DiscussionMessagesTable;
  discussion_reads: DiscussionReadsTable;
}
