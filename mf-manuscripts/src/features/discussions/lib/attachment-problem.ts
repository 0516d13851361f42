// A message's file is checked as manuscript files are (section lib/file-check),
// and its problem worded for a message's file rather than the manuscript's.
import { DISCUSSION_MESSAGES, discussionFileTooLarge } from '@colophon/shared/contracts';
import { type FileProblem } from '../../../lib/file-check';

/** The contract message for a problem of the picked file. */
export function attachmentMessage(problem: FileProblem): string {
  if (problem.kind === 'size') return discussionFileTooLarge(problem.maxMegabytes);
  return DISCUSSION_MESSAGES.fileType;
}
