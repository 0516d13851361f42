// What a workflow step's dialog asks for, and which of its fields show.

export interface StepFields {
  /** The letter to the author (decisions only): sent with the decision and the released reviews. */
  letter: string;
  /** The note for the editors: never shown to authors or reviewers. */
  internal_note: string;
  /** Accepting without a completed review: why (kept in the timeline, not sent to the author). */
  reason: string;
  doi: string;
  /** Publishing: the publication date, yyyy-mm-dd (today unless changed). */
  published_at: string;
  /** Revisions: the due date, yyyy-mm-dd ('' until the editor picks one: the letter's default). */
  revision_due: string;
}

export interface StepRules {
  /** The step is a decision: the letter field shows. */
  askLetter: boolean;
  /** The letter must be written (request revisions, reject, decline). */
  letterRequired: boolean;
  /** Accepting without a completed review: the reason field shows and must be filled. */
  reasonRequired: boolean;
  /** Publishing: the publication date and DOI fields show. */
  askPublication: boolean;
  /** Requesting revisions: the due date shows. */
  askRevision: boolean;
}
