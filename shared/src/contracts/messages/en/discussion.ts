// Discussions of a manuscript: threads between the editors and the authors or
// one reviewer, their messages and files.
export const enDiscussion = {
  'discussion.kindInvalid': 'Choose whom the discussion is with: the authors or a reviewer',
  'discussion.subjectRequired': 'The subject is required',
  'discussion.subjectTooLong': 'The subject may not be greater than {{max}} characters',
  'discussion.bodyRequired': 'Write a message',
  'discussion.bodyTooLong': 'The message may not be greater than {{max}} characters',
  'discussion.invitationRequired': 'Choose the reviewer to write to',
  'discussion.invitationInvalid': 'This reviewer is not invited to review this manuscript',
  'discussion.messageInvalid': 'The message must be one of this discussion',
  'discussion.notFound': 'Discussion not found',
  'discussion.fileNotFound': 'File not found',
  'discussion.closed': 'This discussion is closed: reopen it to write',
  'discussion.fileType': 'The file must be a PDF, DOC or DOCX document',
  'discussion.fileTooLarge': 'The file may not be greater than {{max}} MB',
  'discussion.fileTooLargeBytes': 'The file may not be greater than {{max}} bytes',
} as const;
