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
// The 404 message of a missing journal, for modules that read a journal's settings.
export { JOURNAL_NOT_FOUND } from './journals.service';
export {
  adjustManuscriptsCount,
  findJournalById,
  journalRefs,
  type JournalRef,
  type JournalRow,
} from './journals.repository';
export { loadJournal } from './journals.service';
