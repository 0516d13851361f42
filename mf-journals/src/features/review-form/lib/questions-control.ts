import { type Control } from 'react-hook-form';
import { type ReviewFormInput, type ReviewFormPayload } from '@colophon/shared/contracts';

/** The review form's control, as the question card and its kind-specific fields take it. */
export type QuestionsControl = Control<ReviewFormInput, unknown, ReviewFormPayload>;
