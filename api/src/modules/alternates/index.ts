// What other modules use of alternate reviewers: checking and storing them
// when an editor invites (reviews), calling the next one when an invitation
// is declined (reviews) or left unanswered (the reminders' run), and the
// round's alternates for its editors (reviews' rounds).
export { callNextAlternate } from './alternates.service';
export { checkAlternates, storeAlternates } from './name-alternates';
export { replaceUnanswered, responseOverdue } from './replace-unanswered';
export { roundAlternates, withAlternates } from './round-alternates';
