// The journal form's validation messages, word for word as the product words them.
export const enJournal = {
  'journal.titleRequired': 'Journal title is required',
  'journal.descriptionRequired': 'Journal description is required',
  'journal.issn': 'Invalid ISSN format (e.g., 1234-5678)',
  'journal.eIssn': 'Invalid E-ISSN format (e.g., 1234-5678)',
  'journal.url': 'Invalid URL format (must start with http:// or https://)',
  'journal.email': 'Invalid email format',
  'journal.categoryIds': 'The category ids must be a list of ids',
  'journal.activeNeedsActiveStatus':
    'Only a journal with the status Active can be open to new submissions: switch Active off or set the status to Active',
} as const;
