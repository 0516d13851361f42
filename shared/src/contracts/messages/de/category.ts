export const deCategory = {
  'category.nameRequired': 'Kategoriename ist erforderlich',
  'category.formInvalid': 'Bitte korrigieren Sie die Fehler im Formular',
  'category.hasChildren': 'Eine Kategorie mit Unterkategorien kann nicht gelöscht werden.',
  'category.hasJournals':
    'Eine Kategorie, die mit Zeitschriften verknüpft ist, kann nicht gelöscht werden.',
  'category.parentSelf': 'Eine Kategorie kann nicht ihre eigene übergeordnete Kategorie sein.',
  'category.parentDescendant':
    'Eine Kategorie kann nicht unter eine ihrer eigenen Unterkategorien verschoben werden.',
  'category.parentMissing': 'Die gewählte übergeordnete Kategorie existiert nicht.',
  'category.parentId': 'Die übergeordnete ID muss die ID einer Kategorie sein',
  'category.parentFilter': 'Die übergeordnete ID muss die ID einer Kategorie oder null sein',
  'category.id': 'Die ID muss die ID einer Kategorie sein',
  'category.ordersList': 'Die Reihenfolgen müssen eine Liste von {id, parent_id, order} sein',
  'category.ordersEmpty': 'Die Reihenfolgen dürfen nicht leer sein',
  'category.ordersUnique': 'Jede Kategorie darf in den Reihenfolgen nur einmal vorkommen',
  'category.notDeleted': 'Diese Kategorie existiert: Es gibt nichts wiederherzustellen.',
  'category.noDeletion': 'Keine gelöschte Kategorie mit dieser ID kann wiederhergestellt werden.',
  'category.restoreParentGone':
    'Die Kategorie kann nicht wiederhergestellt werden: Ihre übergeordnete Kategorie existiert nicht mehr.',
} as const;
