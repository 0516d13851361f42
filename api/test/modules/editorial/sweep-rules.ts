// The leak sweep's rules: who the readers are, the secrets planted in the
// manuscript, and which reader may read which secret (docs/visibility.md).
// Every secret is a made-up word found nowhere else, so a case-insensitive
// substring of any answer is enough to catch it, whatever the field.

export const REVIEW_TYPES = ['single_blind', 'double_blind', 'open'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const POINTS = ['before', 'after'] as const;
/** Before the editor-in-chief's decision (reviews in, recommendation made) or after it. */
export type Point = (typeof POINTS)[number];

export const READERS = [
  'admin',
  'eic',
  'handling',
  'author',
  'coauthor',
  'reviewerA',
  'reviewerB',
  'reviewerC',
  'reviewerD',
  'unrelatedAssociate',
  'otherEic',
] as const;
export type Reader = (typeof READERS)[number];

/** Each reader's account: the surname is the word the sweep looks for (it is in the e-mail too). */
export const PEOPLE: Record<Reader, { first: string; surname: string; roles: string[] }> = {
  admin: { first: 'Ada', surname: 'Admiraux', roles: ['admin'] },
  eic: { first: 'Eve', surname: 'Eicmarron', roles: ['editor-in-chief'] },
  handling: { first: 'Hal', surname: 'Hollisteer', roles: ['associate-editor'] },
  author: { first: 'Alma', surname: 'Vorthane', roles: ['author'] },
  coauthor: { first: 'Colm', surname: 'Quellmar', roles: ['author'] },
  reviewerA: { first: 'Ria', surname: 'Brisdane', roles: ['reviewer'] },
  reviewerB: { first: 'Ben', surname: 'Morrigal', roles: ['reviewer'] },
  reviewerC: { first: 'Cyd', surname: 'Calverox', roles: ['reviewer'] },
  reviewerD: { first: 'Dot', surname: 'Dunwhisk', roles: ['reviewer'] },
  unrelatedAssociate: { first: 'Uma', surname: 'Uxbridgel', roles: ['associate-editor'] },
  otherEic: { first: 'Otto', surname: 'Oberfeld', roles: ['editor-in-chief'] },
};

export const READER_LABELS: Record<Reader, string> = {
  admin: 'admin',
  eic: "the journal's editor-in-chief",
  handling: 'the handling editor',
  author: 'the author (submitter)',
  coauthor: 'the co-author with an account',
  reviewerA: 'accepted reviewer A',
  reviewerB: 'second reviewer B',
  reviewerC: 'invited reviewer C',
  reviewerD: 'former reviewer D (declined)',
  unrelatedAssociate: 'an unrelated associate editor',
  otherEic: "another journal's editor-in-chief",
};

/** The searchable word of the manuscript's title (not a secret). */
export const TITLE_WORD = 'Zqsweepword';
export const TITLE = `Glacial ${TITLE_WORD} dynamics`;

/** The texts planted along the flow; each holds its secret word. */
export const TEXT = {
  submissionNotes: 'Please consider ZQSUBNOTE for the special issue.',
  fileName: 'zqauthorfile-draft.pdf',
  noteOne: 'ZQNOTEONE: the editors only',
  declineReason: 'ZQDECLINEWHY: travelling',
  reviewA: 'ZQREVIEWALPHA: the methods section is thin.',
  confidentialA: 'ZQCONFALPHA: I doubt it is novel.',
  answerA: 'ZQANSWERALPHA: I reviewed an earlier version elsewhere.',
  reviewFileA: 'zqrfilealpha-report.pdf',
  reviewB: 'ZQREVIEWBRAVO: convincing work.',
  confidentialB: 'ZQCONFBRAVO: I know this group.',
  recommendationNotes: 'ZQRECNOTE: weigh review A',
  letter: 'Dear authors, ZQLETTERTEXT, please revise.',
  noteTwo: 'ZQNOTETWO: second round only if the data come',
  editedA: 'EDITED-A ZQEDITEDALPHA: please expand the methods.',
  discussionAuthors: 'ZQDISCAUTHORS: figure 3 is missing',
  discussionAuthorReply: 'ZQDISCAUTHREPLY: it follows tomorrow',
  discussionReviewer: 'ZQDISCREVIEWER: which section do you mean?',
  discussionReviewerReply: 'ZQDISCREVREPLY: section 2, see my notes',
  discussionFile: 'zqdiscfile-notes.pdf',
} as const;

/**
 * `hidden`: must appear in no answer. `shown`: must appear in at least one
 * answer of the check point (a control, so the sweep can fail the other way).
 * `may`: the policy allows it; not asserted either way.
 */
export type Verdict = 'hidden' | 'shown' | 'may';
type Rule = (reader: Reader, type: ReviewType) => Verdict;

export type Secret = {
  word: string;
  what: string;
  /** Planted by the decision: nobody can see it before. */
  afterOnly?: boolean;
  rule: Rule;
};

const JOURNAL_EDITORS: readonly Reader[] = ['admin', 'eic', 'handling'];
const AUTHORS: readonly Reader[] = ['author', 'coauthor'];
const OUTSIDE_EDITORS: readonly Reader[] = ['unrelatedAssociate', 'otherEic'];
const LIVE_REVIEWERS: readonly Reader[] = ['reviewerA', 'reviewerB', 'reviewerC'];

export const isJournalEditor = (reader: Reader) => JOURNAL_EDITORS.includes(reader);
/** Readers who may open the manuscript at all (the former reviewer may not). */
export const readsManuscript = (reader: Reader) => reader !== 'reviewerD';

/**
 * Author identities: the authors, outside editors and (unless double-blind)
 * the live reviewers. `control` says whether those readers must see it
 * (names are on every detail) or merely may.
 */
const authorIdentity =
  (control: Verdict): Rule =>
  (reader, type) => {
    if (isJournalEditor(reader)) return 'shown';
    if (AUTHORS.includes(reader) || OUTSIDE_EDITORS.includes(reader)) return control;
    if (LIVE_REVIEWERS.includes(reader)) return type === 'double_blind' ? 'hidden' : control;
    return 'hidden';
  };

/** A reviewer's name: editors; the reviewer themself; the authors only in open review. */
const reviewerIdentity =
  (of: Reader): Rule =>
  (reader, type) => {
    if (isJournalEditor(reader)) return 'shown';
    if (reader === of) return 'may';
    if (AUTHORS.includes(reader)) return type === 'open' ? 'may' : 'hidden';
    return 'hidden';
  };

/** Written by one reviewer, read by them and the journal's editors only. */
const writerOnly =
  (writer: Reader, writerSees: Verdict = 'shown'): Rule =>
  (reader) => {
    if (isJournalEditor(reader)) return 'shown';
    return reader === writer ? writerSees : 'hidden';
  };

const editorsOnly: Rule = (reader) => (isJournalEditor(reader) ? 'shown' : 'hidden');

/** What reaches the author with the decision: editors and authors. */
const toTheAuthors: Rule = (reader) =>
  isJournalEditor(reader) || AUTHORS.includes(reader) ? 'shown' : 'hidden';

export const SECRETS: Secret[] = [
  { word: 'Vorthane', what: "the author's name or e-mail", rule: authorIdentity('shown') },
  { word: 'Quellmar', what: "the co-author's name or e-mail", rule: authorIdentity('shown') },
  { word: 'ZQSUBNOTE', what: 'the submission notes', rule: authorIdentity('may') },
  {
    word: 'zqauthorfile',
    what: "the manuscript file's original name",
    rule: authorIdentity('may'),
  },
  { word: 'Brisdane', what: "reviewer A's name or e-mail", rule: reviewerIdentity('reviewerA') },
  { word: 'Morrigal', what: "reviewer B's name or e-mail", rule: reviewerIdentity('reviewerB') },
  { word: 'Calverox', what: "reviewer C's name or e-mail", rule: reviewerIdentity('reviewerC') },
  { word: 'Dunwhisk', what: "reviewer D's name or e-mail", rule: reviewerIdentity('reviewerD') },
  { word: 'ZQREVIEWALPHA', what: "review A's original comments", rule: writerOnly('reviewerA') },
  {
    word: 'ZQREVIEWBRAVO',
    what: "review B's comments (not released)",
    rule: writerOnly('reviewerB'),
  },
  { word: 'ZQCONFALPHA', what: "review A's confidential comments", rule: writerOnly('reviewerA') },
  { word: 'ZQCONFBRAVO', what: "review B's confidential comments", rule: writerOnly('reviewerB') },
  {
    word: 'ZQANSWERALPHA',
    what: "review A's answer to an editors-only question of the review form",
    rule: writerOnly('reviewerA'),
  },
  {
    word: 'zqrfilealpha',
    what: "review A's file name",
    rule: (reader, type) =>
      AUTHORS.includes(reader) ? 'may' : writerOnly('reviewerA', 'may')(reader, type),
  },
  {
    word: 'ZQDECLINEWHY',
    what: "reviewer D's reason to decline",
    rule: writerOnly('reviewerD', 'may'),
  },
  { word: 'ZQNOTEONE', what: 'the internal note of "send to review"', rule: editorsOnly },
  { word: 'ZQRECNOTE', what: "the handling editor's recommendation notes", rule: editorsOnly },
  { word: 'ZQLETTERTEXT', what: 'the letter to the author', afterOnly: true, rule: toTheAuthors },
  {
    word: 'ZQNOTETWO',
    what: 'the internal note of the decision',
    afterOnly: true,
    rule: editorsOnly,
  },
  {
    word: 'ZQEDITEDALPHA',
    what: 'review A as edited for the author (released)',
    afterOnly: true,
    rule: (reader, type) => (reader === 'reviewerA' ? 'may' : toTheAuthors(reader, type)),
  },
  // Discussions: the editors with the authors; the editors with reviewer A alone.
  { word: 'ZQDISCAUTHORS', what: 'a discussion with the authors', rule: toTheAuthors },
  { word: 'ZQDISCAUTHREPLY', what: "the author's reply in it", rule: toTheAuthors },
  {
    word: 'ZQDISCREVIEWER',
    what: "the editors' discussion with reviewer A",
    rule: writerOnly('reviewerA'),
  },
  { word: 'ZQDISCREVREPLY', what: "reviewer A's reply in it", rule: writerOnly('reviewerA') },
  { word: 'zqdiscfile', what: 'the file reviewer A sent in it', rule: writerOnly('reviewerA') },
];

export function verdict(secret: Secret, reader: Reader, type: ReviewType, point: Point): Verdict {
  const v = secret.rule(reader, type);
  // Not written yet before the decision: nobody can be shown it.
  return secret.afterOnly && point === 'before' && v === 'shown' ? 'may' : v;
}
