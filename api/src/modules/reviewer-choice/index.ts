// What other modules use of reviewer choice: the candidates endpoint's
// service, the authors of a manuscript (who may never review it) and the
// conflicts of interest checked when an editor invites.
export { reviewerCandidates } from './candidates.service';
export { authorUserIds } from './candidates.repository';
export { findConflicts } from './conflicts';
export { conflictOverrideOf, logOverride, screenInvitation } from './conflict-screen';
