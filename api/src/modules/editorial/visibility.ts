// Who may see what of a manuscript: the one place that decides it. Every
// endpoint and presenter that returns manuscript data asks a Policy built
// here instead of blanking fields itself, so a rule changes in one place and
// the leak sweep (api/test/modules/editorial) holds every answer to it.
// docs/visibility.md shows the same rules as a table, generated from
// POLICY_ROWS below.

/** The journal's peer_review_type. Unknown types are treated as double-blind (the strictest). */
export type ReviewType = 'single_blind' | 'double_blind' | 'open';
export const REVIEW_TYPES: readonly ReviewType[] = ['single_blind', 'double_blind', 'open'];

export const reviewTypeOf = (value: string | null | undefined): ReviewType =>
  value === 'single_blind' || value === 'open' ? value : 'double_blind';

/** A reader's relation to one manuscript (worked out by manuscripts/manuscript-access). */
export type Standing = {
  userId: number;
  /** Holds admin or super-admin. */
  admin: boolean;
  /** An editor of this manuscript's journal (its team, or the role's holders when the team names none) or its handling editor. */
  editor: boolean;
  /** Holds an editor role but does not edit this journal: reads the manuscript, nothing of its review. */
  outsideEditor: boolean;
  /** Submitted it or co-authors it. */
  author: boolean;
  /** Invited to review it, accepted, or reviewed it. */
  reviewer: boolean;
};

export type JournalSettings = {
  reviewType: ReviewType;
  /** Reviewers read the released reviews of the manuscript, anonymised. */
  shareReviews: boolean;
};

/** What a reader receives of one review: everything, the text released to the author, or nothing. */
export type ReviewAccess = 'full' | 'released' | null;

export type ReviewFacts = { user_id: number | null; released_at: string | null };

/**
 * A discussion thread: `author` (the editors and the authors) or `reviewer`
 * (the editors and the one reviewer it was started with).
 */
export type DiscussionFacts = { kind: 'author' | 'reviewer'; reviewer_id: number | null };

/** Who wrote a discussion message and what they spoke as. */
export type DiscussionWriter = { role: 'editor' | 'author' | 'reviewer'; user_id: number | null };

export type Policy = {
  /** Administrators and the journal's editors: everything. */
  readonly insider: boolean;
  /** Authors' names and e-mails, the submitter, revision uploaders, original file names. */
  readonly authorIdentities: boolean;
  /** The author's covering notes to the editors. */
  readonly submissionNotes: boolean;
  /** The reviewers the authors suggest or ask to exclude: editors and the authors who wrote them. */
  readonly reviewerPreferences: boolean;
  /** Whether the reader may know that `userId` reviews (or was invited to review) the manuscript. */
  reviewerIdentity(userId: number | null): boolean;
  /** Whether the reader receives the invitation of `reviewerId` at all. */
  invitation(reviewerId: number): boolean;
  review(review: ReviewFacts): ReviewAccess;
  /**
   * An answer of the review form: `editors` answers only with the review in full (editors, its
   * writer); `author` answers also once released (the author, reviewers the journal shares with).
   */
  reviewAnswer(review: ReviewFacts, audience: 'author' | 'editors'): boolean;
  /** Decision letters to the author. */
  readonly letters: boolean;
  /** Notes for editors, recommendations, reasons, decline reasons of others. */
  readonly internalNotes: boolean;
  /** A note that went with a status change, written by `writerId`: editors, and the one who wrote it. */
  note(writerId: number | null): boolean;
  /** Who took a decision or recorded a recommendation. */
  readonly decisionMakers: boolean;
  /** The list of assigned reviewers. */
  readonly assignedReviewers: boolean;
  /** When reminders were sent to reviewers and authors, and how many: the editors' follow-up. */
  readonly reminders: boolean;
  /** The editors' ratings of reviews (1–5): their own judgement of reviewers, for editors only. */
  readonly reviewRatings: boolean;
  /** The alternate reviewers named behind invitations (waiting, invited, passed over): the editors' plan. */
  readonly alternates: boolean;
  /** The handling editor's name: editors are never anonymous, in any review type. */
  readonly handlingEditor: boolean;
  /** The actor of a status change; `actorIsAuthor` when they are one of its authors. */
  historyActor(actorId: number | null, actorIsAuthor: boolean): boolean;
  /**
   * Whether the reader sees a discussion thread at all: the journal's editors
   * (and administrators) every one; the authors the author threads; a reviewer
   * only their own thread. Outside editors none.
   */
  discussion(thread: DiscussionFacts): boolean;
  /** Whether a message's writer is named to the reader (else they show by role only). */
  discussionWriter(writer: DiscussionWriter): boolean;
};

/**
 * The rules as methods of one class, made once, rather than ten closures made
 * with every policy: a list builds a policy per row, and tsx names each closure
 * at run time (its `__name` helper). A policy cost 1.9 µs so and costs 0.03 µs
 * so; the closures had been 4 % of the API's CPU on the PostgreSQL list bench.
 */
class StandingPolicy implements Policy {
  readonly insider: boolean;
  readonly authorIdentities: boolean;
  readonly submissionNotes: boolean;
  readonly reviewerPreferences: boolean;
  readonly letters: boolean;
  readonly internalNotes: boolean;
  readonly decisionMakers: boolean;
  readonly assignedReviewers: boolean;
  readonly reminders: boolean;
  readonly alternates: boolean;
  readonly reviewRatings: boolean;
  /** Editors are never anonymous, in any review type. */
  readonly handlingEditor = true;
  private readonly userId: number;
  private readonly author: boolean;
  private readonly reviewer: boolean;
  private readonly open: boolean;
  private readonly shareReviews: boolean;

  constructor(standing: Standing, journal: JournalSettings) {
    const { userId, author, reviewer, outsideEditor } = standing;
    const insider = standing.admin || standing.editor;
    this.userId = userId;
    this.author = author;
    this.reviewer = reviewer;
    this.open = journal.reviewType === 'open';
    this.shareReviews = journal.shareReviews;
    this.insider = insider;
    // Single-blind and open reviewers know whom they review; double-blind ones do not.
    this.authorIdentities =
      insider || outsideEditor || author || (reviewer && journal.reviewType !== 'double_blind');
    this.submissionNotes = insider || outsideEditor || author;
    this.reviewerPreferences = insider || author;
    this.letters = insider || author;
    this.internalNotes = insider;
    this.decisionMakers = insider;
    this.assignedReviewers = insider;
    this.reminders = insider;
    this.alternates = insider;
    this.reviewRatings = insider;
  }

  /** The reader themselves. */
  private isReader(id: number | null): boolean {
    return id !== null && id === this.userId;
  }

  // Authors learn reviewers only in open review; reviewers learn only themselves, or each other in open review.
  reviewerIdentity(id: number | null): boolean {
    return this.insider || this.isReader(id) || (this.open && (this.author || this.reviewer));
  }

  invitation(reviewerId: number): boolean {
    return this.insider || reviewerId === this.userId;
  }

  review(r: ReviewFacts): ReviewAccess {
    if (this.insider || this.isReader(r.user_id)) return 'full';
    if (r.released_at === null) return null;
    if (this.author) return 'released';
    return this.reviewer && this.shareReviews ? 'released' : null;
  }

  // A review form's answers go with the review: who reads it in full reads every answer; who
  // reads it as released reads only the answers to questions shown to the author.
  reviewAnswer(r: ReviewFacts, audience: 'author' | 'editors'): boolean {
    const access = this.review(r);
    return access === 'full' || (access === 'released' && audience === 'author');
  }

  note(writerId: number | null): boolean {
    return this.insider || this.isReader(writerId);
  }

  historyActor(actorId: number | null, actorIsAuthor: boolean): boolean {
    return this.insider || this.isReader(actorId) || !actorIsAuthor || this.authorIdentities;
  }

  discussion(thread: DiscussionFacts): boolean {
    if (this.insider) return true;
    return thread.kind === 'author'
      ? this.author
      : this.reviewer && this.isReader(thread.reviewer_id);
  }

  // The same rules as everywhere else: editors are never anonymous, authors
  // and reviewers are named only as far as the review type allows.
  discussionWriter(writer: DiscussionWriter): boolean {
    if (this.insider || this.isReader(writer.user_id)) return true;
    if (writer.role === 'editor') return this.handlingEditor;
    return writer.role === 'author' ? this.authorIdentities : this.reviewerIdentity(writer.user_id);
  }
}

export const policyFor = (standing: Standing, journal: JournalSettings): Policy =>
  new StandingPolicy(standing, journal);
