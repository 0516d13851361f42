// A journal's correspondence settings (journal-correspondence.ts).
export const enCorrespondence = {
  'correspondence.dayRange': 'Enter a whole number of days from {{min}} to {{max}}',
  'correspondence.countRange': 'Enter a whole number from {{min}} to {{max}}',
  'correspondence.notAllowed':
    "Only administrators and the journal's editors-in-chief may change its reminders",
} as const;
