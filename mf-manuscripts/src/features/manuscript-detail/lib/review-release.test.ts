import { type PeerReview, type ReviewRound } from '@colophon/shared/contracts';
import { releasableReviews, releasePayload, releases } from './review-release';

const review = (id: number, content: string, more: Partial<PeerReview> = {}): PeerReview => ({
  id,
  rating: 4,
  title: null,
  content,
  is_verified: false,
  created_at: '2026-03-05T12:00:00.000Z',
  user: { id: 40 + id, name: `Reviewer ${id}` },
  round_id: 1,
  invitation_id: null,
  recommendation: 'minor_revisions',
  confidential_comments: null,
  submitted_at: '2026-03-05T12:00:00.000Z',
  file: null,
  released_at: null,
  author_content: null,
  ...more,
});

const round = (status: 'open' | 'closed', reviews: PeerReview[]): ReviewRound => ({
  id: 1,
  round: 1,
  status,
  created_at: '2026-03-03T12:00:00.000Z',
  closed_at: null,
  invitations: [],
  reviews,
});

it('releases with request revisions, accept and reject only', () => {
  expect(['request_revisions', 'accept', 'reject'].every((d) => releases(d as never))).toBe(true);
  expect(releases('decline')).toBe(false);
  expect(releases('send_to_review')).toBe(false);
  expect(releases('publish')).toBe(false);
  expect(releases(null)).toBe(false);
});

it('chooses about the submitted reviews of an open round only', () => {
  const draft = review(3, 'Unfinished', { submitted_at: null });
  expect(releasableReviews(round('open', [review(1, 'A'), draft])).map((r) => r.id)).toEqual([1]);
  expect(releasableReviews(round('closed', [review(1, 'A')]))).toEqual([]);
  expect(releasableReviews(undefined)).toEqual([]);
});

it('sends every review with its flag, and the text only when the editor changed it', () => {
  const reviews = [
    review(1, 'Sound.'),
    review(2, 'Weak stats.'),
    review(3, 'Fine.'),
    review(4, 'X'),
  ];
  expect(
    releasePayload(reviews, {
      // Edited: the author receives the new words.
      1: { release: true, text: '  Sound, mostly.  ' },
      // Kept with the editors: no text goes, whatever was typed.
      2: { release: false, text: 'Changed' },
      // Emptied: the review goes as written.
      3: { release: true, text: '   ' },
      // 4 untouched: sent as written.
    }),
  ).toEqual([
    { id: 1, release: true, author_content: 'Sound, mostly.' },
    { id: 2, release: false },
    { id: 3, release: true },
    { id: 4, release: true },
  ]);
  // The reviewer's text with only spaces added is not an edit.
  expect(releasePayload([review(5, 'Same')], { 5: { release: true, text: 'Same ' } })).toEqual([
    { id: 5, release: true },
  ]);
});
