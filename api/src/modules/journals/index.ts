// What other modules use of journals: who edits a journal (its editorial team,
// or every holder of the role when the team names nobody for it).
export {
  editedJournalIds,
  handlingEditorCandidates,
  isJournalEditor,
  journalAssociateIds,
  journalChiefIds,
  journalsNaming,
  namingJournalIds,
} from './journal-team.repository';
