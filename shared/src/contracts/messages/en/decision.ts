// Editorial decisions, recommendations and the handling editor.
export const enDecision = {
  'decision.letterRequired': 'A decision letter to the author is required',
  'decision.letterTooLong': 'The letter may not be greater than {{max}} characters',
  'decision.notesRequired': 'Notes to the author are required for this decision',
  'decision.notesTooLong': 'The notes may not be greater than {{max}} characters',
  'decision.reasonRequired': 'State why the manuscript is accepted without a completed review',
  'decision.reasonTooLong': 'The reason may not be greater than {{max}} characters',
  'decision.decisionInvalid': 'The decision must be one of {{values}}',
  'decision.decisionNotAllowed': 'This decision cannot be taken while the manuscript is {{status}}',
  'decision.recommendationInvalid': 'The recommendation must be one of {{values}}',
  'decision.recommendationNotAllowed':
    'A recommendation can only be recorded while the manuscript is under review or revised',
  'decision.publishedAtInvalid': 'The publication date must be a valid date',
  'decision.handlingEditorInvalid': 'The handling editor must be a user id or null',
  'decision.handlingEditorNotEditor':
    'The handling editor must hold the associate-editor or editor-in-chief role',
  'decision.reviewReleaseInvalid':
    'Each review must be given as an id of a submitted review of this round and whether it is sent',
  'decision.reviewNotInRound': 'Review {{id}} is not a submitted review of the current round',
  'team.memberInvalid': 'Each member must be a user id',
  'team.notEditor': '{{name}} does not hold the {{role}} role',
  'team.twice': '{{name}} is listed twice',
  'team.tooMany': 'A team has at most {{max}} members per role',
  'decision.letterOnlyDecision':
    'A letter to the author goes only with a decision; write a note for editors instead',
  'decision.revisionKindInvalid': 'The kind of revisions must be one of {{values}}',
  'decision.revisionDueInvalid': 'The revision due date must be a date (YYYY-MM-DD)',
  'decision.revisionDuePast': 'The revision due date may not be in the past',
  'decision.revisionOnlyWithRevisions':
    'A kind of revisions and a revision due date go only with a request for revisions',
  'decision.letterDecisionInvalid': 'The decision must be one of {{values}}',
  'decision.letterLocaleInvalid': 'The language must be one of {{values}}',
  'decision.letterReviewer': 'Reviewer {{n}}',
} as const;
