// What other modules use of letter templates: render a letter (journal text →
// platform text → built-in text), the merge values for one recipient (through
// the visibility policy), which template a notification's mail uses, and an
// invitation's answer links.
export { renderMailTemplate, type RenderInput } from './templates.service';
export {
  formatMergeDate,
  letterLocale,
  mergeValuesFor,
  type MergeValuesInput,
} from './merge-values';
export { invitationLinks, templateForNotification } from './notification-templates';
