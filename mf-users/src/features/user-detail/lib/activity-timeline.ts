import { truncate } from '@colophon/shared';
import { type Publication, type User } from '@colophon/shared/contracts';

/** The latest publication's title is cut to this many characters in the timeline. */
export const LATEST_TITLE_LENGTH = 50;

export type ActivityEntry =
  | { kind: 'created'; date: string }
  | { kind: 'verified'; date: string }
  | { kind: 'publications'; date: string; count: number; latestTitle: string }
  | { kind: 'updated'; date: string };

type Dated = Pick<Publication, 'id' | 'title' | 'created_at'>;

/** The most recently added publication (ties: the higher id). */
export function latestPublication<P extends Dated>(publications: P[]): P | undefined {
  return publications.reduce<P | undefined>((latest, item) => {
    if (!latest) return item;
    if (item.created_at > latest.created_at) return item;
    return item.created_at === latest.created_at && item.id > latest.id ? item : latest;
  }, undefined);
}

/**
 * The activity timeline of the user detail, in its order: Account Created, Email
 * Verified (when verified), 'N Publications Added' with the latest title cut
 * to 50 characters (when there are any), Last Updated.
 */
export function buildActivityTimeline(
  user: Pick<User, 'created_at' | 'updated_at' | 'email_verified_at'>,
  publications: Dated[],
): ActivityEntry[] {
  const entries: ActivityEntry[] = [{ kind: 'created', date: user.created_at }];
  if (user.email_verified_at) entries.push({ kind: 'verified', date: user.email_verified_at });
  const latest = latestPublication(publications);
  if (latest) {
    entries.push({
      kind: 'publications',
      date: latest.created_at,
      count: publications.length,
      latestTitle: truncate(latest.title, LATEST_TITLE_LENGTH),
    });
  }
  entries.push({ kind: 'updated', date: user.updated_at });
  return entries;
}
