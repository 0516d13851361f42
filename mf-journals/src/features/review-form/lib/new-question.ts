import { type ReviewQuestion, type ReviewQuestionInput } from '@colophon/shared/contracts';

/**
 * A new question as the editor starts it: a text question for the editors
 * only (the safer default: nothing reaches authors unless someone says so).
 */
export const newQuestion = (): ReviewQuestionInput => ({
  kind: 'text',
  label: '',
  help: '',
  required: false,
  audience: 'editors',
  options: [],
  scale_min: 1,
  scale_max: 5,
  min_label: '',
  max_label: '',
});

/** A saved question as the editor's form holds it (ends and labels filled for a change of kind). */
export const toInput = (q: ReviewQuestion): ReviewQuestionInput => ({
  id: q.id,
  kind: q.kind,
  label: q.label,
  help: q.help ?? '',
  required: q.required,
  audience: q.audience,
  options: q.options,
  scale_min: q.scale_min ?? 1,
  scale_max: q.scale_max ?? 5,
  min_label: q.min_label ?? '',
  max_label: q.max_label ?? '',
});
