// Conflicts of interest: the reviewers the authors suggest or ask to exclude,
// and the conflicts that stop an invitation without an override reason.
export const enConflict = {
  'conflict.nameRequired': "Enter the reviewer's name",
  'conflict.nameTooLong': 'The name may not be greater than {{max}} characters',
  'conflict.emailRequired': "Enter the reviewer's e-mail address",
  'conflict.emailInvalid': 'Enter a valid e-mail address',
  'conflict.reasonRequired': 'Say why this reviewer should be excluded',
  'conflict.reasonTooLong': 'The reason may not be greater than {{max}} characters',
  'conflict.maxSuggested': 'Suggest at most {{max}} reviewers',
  'conflict.maxExcluded': 'Ask to exclude at most {{max}} reviewers',
  'conflict.duplicateEmail': 'This e-mail address is already on the list',
  'conflict.suggestedAndExcluded': 'A reviewer cannot be both suggested and excluded',
  'conflict.overrideRequired':
    '{{name}} has a conflict of interest with this manuscript: give a reason to invite them anyway',
  'conflict.sameInstitution': '{{name}} is at the same institution as an author ({{detail}})',
  'conflict.coAuthor': '{{name}} has published or submitted with an author ({{detail}})',
  'conflict.excludedByAuthor': 'The authors asked to exclude {{name}}: {{detail}}',
  'conflict.excludedByAuthorNoReason': 'The authors asked to exclude {{name}}',
  'conflict.manuscriptEditor': '{{name}} is an editor of this manuscript',
} as const;
