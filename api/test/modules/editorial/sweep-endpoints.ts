// Every endpoint that returns manuscript data, called as one reader: the raw
// answers (status, headers, body) the sweep searches for secrets.
import { type Reader, TITLE_WORD } from './sweep-rules';
import { send, type SweepWorld } from './sweep-setup';

export type Endpoint = {
  name: string;
  path: (w: SweepWorld) => string;
  /** Of this one manuscript: a reader who may not see it gets 404. */
  ofManuscript?: boolean;
  /** Lists manuscripts: one the reader may not open is not listed. */
  lists?: boolean;
  /** A download: when served, the body must be these bytes. */
  file?: (w: SweepWorld) => Buffer;
};

/** Lists are read whole (the largest page), so a row on page two cannot hide a leak. */
const ALL = 'per_page=100';

export const ENDPOINTS: Endpoint[] = [
  { name: 'detail', path: (w) => `/manuscripts/${w.manuscriptId}`, ofManuscript: true },
  {
    name: 'revisions',
    path: (w) => `/manuscripts/${w.manuscriptId}/revisions`,
    ofManuscript: true,
  },
  {
    name: 'review rounds',
    path: (w) => `/manuscripts/${w.manuscriptId}/review-rounds`,
    ofManuscript: true,
  },
  {
    name: 'decision timeline',
    path: (w) => `/manuscripts/${w.manuscriptId}/decisions`,
    ofManuscript: true,
  },
  {
    name: 'manuscript list (search)',
    path: () => `/manuscripts?search=${TITLE_WORD}&${ALL}`,
    lists: true,
  },
  { name: 'my manuscripts', path: () => `/manuscripts/user/my-manuscripts?${ALL}`, lists: true },
  {
    name: "journal's manuscripts",
    path: (w) => `/journals/${w.journalId}/manuscripts?${ALL}`,
    lists: true,
  },
  { name: 'global search', path: () => `/search?q=${TITLE_WORD}`, lists: true },
  { name: 'notifications', path: () => `/notifications?${ALL}` },
  { name: 'dashboard', path: () => '/dashboard' },
  { name: 'editorial queue', path: () => `/editorial-queue?${ALL}` },
  { name: 'review assignments', path: () => `/reviews/assignments?${ALL}` },
  { name: 'CSV export', path: () => '/manuscripts/export.csv' },
  {
    name: 'manuscript file download',
    path: (w) => `/manuscripts/${w.manuscriptId}/revisions/${w.revisionId}/file`,
    ofManuscript: true,
    file: (w) => w.manuscriptPdf,
  },
  {
    name: "review A's file download",
    path: (w) => `/reviews/${w.reviewAId}/file`,
    ofManuscript: true,
    file: (w) => w.reviewPdf,
  },
  {
    name: 'discussions of the manuscript',
    path: (w) => `/manuscripts/${w.manuscriptId}/discussions`,
    ofManuscript: true,
  },
  {
    name: 'the discussion with the authors',
    path: (w) => `/discussions/${w.authorThreadId}/messages`,
    ofManuscript: true,
  },
  {
    name: 'the discussion with reviewer A',
    path: (w) => `/discussions/${w.reviewerThreadId}/messages`,
    ofManuscript: true,
  },
  {
    name: "the file of reviewer A's discussion message",
    path: (w) => `/discussions/${w.reviewerThreadId}/messages/${w.discussionFileMessageId}/file`,
    ofManuscript: true,
    file: (w) => w.discussionPdf,
  },
];

export type Answer = {
  endpoint: Endpoint;
  label: string;
  status: number;
  /** Headers and body as one text, to search. */
  text: string;
  body: Buffer;
  /** The parsed body of a JSON answer. */
  json: unknown;
};

/** Calls every endpoint as `reader`. */
export async function answersOf(world: SweepWorld, reader: Reader): Promise<Answer[]> {
  const token = world.people[reader].token;
  const answers: Answer[] = [];
  for (const endpoint of ENDPOINTS) {
    const path = endpoint.path(world);
    const res = await send(world.t, 'GET', path, token);
    const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
    answers.push({
      endpoint,
      label: `GET ${path}`,
      status: res.statusCode,
      text: `${JSON.stringify(res.headers)}\n${res.body}`,
      body: res.rawPayload,
      json: isJson ? (JSON.parse(res.body) as unknown) : undefined,
    });
  }
  return answers;
}
