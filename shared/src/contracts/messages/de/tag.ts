export const deTag = {
  'tag.nameRequired': 'Der Schlagwortname ist erforderlich',
  'tag.nameTaken': 'Ein Schlagwort mit diesem Namen existiert bereits',
  'tag.colorInvalid': 'Die Farbe muss eine Hex-Farbe wie #1677ff sein',
  'tag.tagIds': 'Die Schlagwort-IDs müssen eine Liste von Schlagwort-IDs sein',
  'tag.tagsMissing': 'Diese Schlagwörter existieren nicht: {{ids}}',
  'tag.mergeTarget': 'Wählen Sie das Schlagwort, in das zusammengeführt wird',
  'tag.mergeSelf': 'Ein Schlagwort kann nicht mit sich selbst zusammengeführt werden',
  'tag.mergeMissing': 'Das Ziel-Schlagwort existiert nicht',
  'tag.filter': 'Der Schlagwortfilter muss eine Schlagwort-ID sein',
  'search.queryRequired': 'Geben Sie einen Suchbegriff ein',
  'search.typesInvalid':
    'Die Typen müssen eine kommagetrennte Liste aus journals, manuscripts, users, categories, tags sein',
  'tag.notFound': 'Schlagwort nicht gefunden',
};
