// Letter templates: the editor's form and the merge fields' neutral words.
export const enTemplate = {
  'template.keyInvalid': 'There is no such letter template',
  'template.localeInvalid': 'The language must be one of en, ur, de',
  'template.journalInvalid': 'The journal must be a journal id, or empty for the platform',
  'template.subjectRequired': 'The subject is required',
  'template.subjectTooLong': 'The subject may not be longer than {{max}} characters',
  'template.subjectOneLine': 'The subject must be a single line',
  'template.bodyRequired': 'The letter is required',
  'template.bodyTooLong': 'The letter may not be longer than {{max}} characters',
  'template.manuscriptRequired': 'Choose a manuscript to preview the letter with',
  'template.unknownField': 'Unknown merge field {{name}}',
  'template.fieldNotInLetter': 'The merge field {{name}} cannot be used in this letter',
  'template.unsupported':
    'Only merge fields and the if and unless blocks can be used here, not {{name}}',
  'template.syntax':
    'The text cannot be read near line {{line}}: write each merge field between {{open}} and {{close}}',
  'template.manuscriptOtherJournal': 'Choose a manuscript of this journal',
  'template.preview.reviews':
    'Reviewer 1\n\n(The comments of the reviews released with the decision appear here, as the author will read them.)',
  'template.neutral.authors': 'the authors',
  'template.neutral.reviewer': 'the reviewer',
  'template.neutral.editors': 'the editors',
} as const;
