// Letter templates: the editor's form and the merge fields' neutral words.
export const deTemplate = {
  'template.keyInvalid': 'Diese Briefvorlage gibt es nicht',
  'template.localeInvalid': 'Die Sprache muss en, ur oder de sein',
  'template.journalInvalid':
    'Die Zeitschrift muss eine Zeitschriften-ID sein oder leer für die Plattform',
  'template.subjectRequired': 'Der Betreff ist erforderlich',
  'template.subjectTooLong': 'Der Betreff darf höchstens {{max}} Zeichen lang sein',
  'template.subjectOneLine': 'Der Betreff muss in eine Zeile passen',
  'template.bodyRequired': 'Der Brieftext ist erforderlich',
  'template.bodyTooLong': 'Der Brieftext darf höchstens {{max}} Zeichen lang sein',
  'template.manuscriptRequired': 'Wählen Sie ein Manuskript für die Vorschau des Briefes',
  'template.unknownField': 'Unbekanntes Seriendruckfeld {{name}}',
  'template.fieldNotInLetter':
    'Das Seriendruckfeld {{name}} kann in diesem Brief nicht verwendet werden',
  'template.unsupported':
    'Hier sind nur Seriendruckfelder und die Blöcke if und unless möglich, nicht {{name}}',
  'template.syntax':
    'Der Text ist in der Nähe von Zeile {{line}} nicht lesbar: Schreiben Sie jedes Seriendruckfeld zwischen {{open}} und {{close}}',
  'template.manuscriptOtherJournal': 'Wählen Sie ein Manuskript dieser Zeitschrift',
  'template.preview.reviews':
    'Gutachten 1\n\n(Hier stehen die Anmerkungen der mit der Entscheidung freigegebenen Gutachten, so wie die Autorinnen und Autoren sie lesen.)',
  'template.neutral.authors': 'die Autorinnen und Autoren',
  'template.neutral.reviewer': 'die Gutachterin bzw. der Gutachter',
  'template.neutral.editors': 'die Redaktion',
};
