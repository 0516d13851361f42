export const deJournal = {
  'journal.titleRequired': 'Der Titel der Zeitschrift ist erforderlich',
  'journal.descriptionRequired': 'Die Beschreibung der Zeitschrift ist erforderlich',
  'journal.issn': 'Ungültiges ISSN-Format (z. B. 1234-5678)',
  'journal.eIssn': 'Ungültiges E-ISSN-Format (z. B. 1234-5678)',
  'journal.url': 'Ungültiges URL-Format (muss mit http:// oder https:// beginnen)',
  'journal.email': 'Ungültiges E-Mail-Format',
  'journal.categoryIds': 'Die Kategorie-IDs müssen eine Liste von IDs sein',
  'journal.activeNeedsActiveStatus':
    'Nur eine Zeitschrift mit dem Status Aktiv kann neue Einreichungen annehmen: Schalten Sie „Aktiv“ aus oder setzen Sie den Status auf Aktiv',
} as const;
