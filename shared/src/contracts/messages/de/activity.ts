// Vom Server erzeugte Texte: Aktivitäten des Dashboards und Notizen des Statusverlaufs.
export const deActivity = {
  'activity.user.registered.title': 'Benutzer registriert',
  'activity.user.registered': '{{actor}} hat sich registriert',
  'activity.user.created.title': 'Benutzer angelegt',
  'activity.user.created': '{{actor}} hat den Benutzer „{{subject}}“ angelegt',
  'activity.user.updated.title': 'Benutzer aktualisiert',
  'activity.user.updated': '{{actor}} hat den Benutzer „{{subject}}“ aktualisiert',
  'activity.user.deleted.title': 'Benutzer gelöscht',
  'activity.user.deleted': '{{actor}} hat den Benutzer „{{subject}}“ gelöscht',
  'activity.user.restored.title': 'Benutzer wiederhergestellt',
  'activity.user.restored': '{{actor}} hat den Benutzer „{{subject}}“ wiederhergestellt',
  'activity.user.forceDeleted.title': 'Benutzer endgültig gelöscht',
  'activity.user.forceDeleted': '{{actor}} hat den Benutzer „{{subject}}“ endgültig gelöscht',
  'activity.user.rolesAssigned.title': 'Rollen zugewiesen',
  'activity.user.rolesAssigned': '{{actor}} hat dem Benutzer „{{subject}}“ Rollen zugewiesen',
  'activity.journal.created.title': 'Zeitschrift angelegt',
  'activity.journal.created': '{{actor}} hat die Zeitschrift „{{subject}}“ angelegt',
  'activity.journal.updated.title': 'Zeitschrift aktualisiert',
  'activity.journal.updated': '{{actor}} hat die Zeitschrift „{{subject}}“ aktualisiert',
  'activity.journal.deleted.title': 'Zeitschrift gelöscht',
  'activity.journal.deleted': '{{actor}} hat die Zeitschrift „{{subject}}“ gelöscht',
  'activity.category.created.title': 'Kategorie angelegt',
  'activity.category.created': '{{actor}} hat die Kategorie „{{subject}}“ angelegt',
  'activity.category.updated.title': 'Kategorie aktualisiert',
  'activity.category.updated': '{{actor}} hat die Kategorie „{{subject}}“ aktualisiert',
  'activity.category.deleted.title': 'Kategorie gelöscht',
  'activity.category.deleted': '{{actor}} hat die Kategorie „{{subject}}“ gelöscht',
  'activity.category.reordered.title': 'Kategorien neu geordnet',
  'activity.category.reordered': '{{actor}} hat die Kategorien neu geordnet',
  'activity.manuscript.created.title': 'Manuskript angelegt',
  'activity.manuscript.created': '{{actor}} hat das Manuskript „{{subject}}“ angelegt',
  'activity.manuscript.updated.title': 'Manuskript aktualisiert',
  'activity.manuscript.updated': '{{actor}} hat das Manuskript „{{subject}}“ aktualisiert',
  'activity.manuscript.deleted.title': 'Manuskript gelöscht',
  'activity.manuscript.deleted': '{{actor}} hat das Manuskript „{{subject}}“ gelöscht',
  'activity.manuscript.statusChanged.title': 'Status des Manuskripts geändert',
  'activity.manuscript.statusChanged':
    '{{actor}} hat den Status des Manuskripts „{{subject}}“ geändert',
  'activity.manuscript.authorsUpdated.title': 'Autorenliste aktualisiert',
  'activity.manuscript.authorsUpdated':
    '{{actor}} hat die Autorenliste des Manuskripts „{{subject}}“ aktualisiert',
  'activity.manuscript.reviewAdded.title': 'Gutachten hinzugefügt',
  'activity.manuscript.reviewAdded':
    '{{actor}} hat dem Manuskript „{{subject}}“ ein Gutachten hinzugefügt',
  'activity.manuscript.revisionAdded.title': 'Überarbeitung hinzugefügt',
  'activity.manuscript.revisionAdded':
    '{{actor}} hat dem Manuskript „{{subject}}“ eine Überarbeitung hinzugefügt',
  'activity.manuscript.reviewersAssigned.title': 'Gutachter zugewiesen',
  'activity.manuscript.reviewersAssigned':
    '{{actor}} hat dem Manuskript „{{subject}}“ Gutachter zugewiesen',
  'activity.manuscript.reviewerInvited.title': 'Gutachter eingeladen',
  'activity.manuscript.reviewerInvited':
    '{{actor}} hat für das Manuskript „{{subject}}“ einen Gutachter eingeladen',
  'activity.manuscript.reviewerInvitationCancelled.title':
    'Einladung zur Begutachtung zurückgezogen',
  'activity.manuscript.reviewerInvitationCancelled':
    '{{actor}} hat eine Einladung zur Begutachtung von „{{subject}}“ zurückgezogen',
  'activity.manuscript.reviewInvitationAccepted.title': 'Einladung zur Begutachtung angenommen',
  'activity.manuscript.reviewInvitationAccepted':
    '{{actor}} hat zugesagt, das Manuskript „{{subject}}“ zu begutachten',
  'activity.manuscript.reviewInvitationDeclined.title': 'Einladung zur Begutachtung abgelehnt',
  'activity.manuscript.reviewInvitationDeclined':
    '{{actor}} hat die Begutachtung des Manuskripts „{{subject}}“ abgelehnt',
  'activity.manuscript.handlingEditorAssigned.title': 'Betreuende Redaktion benannt',
  'activity.manuscript.handlingEditorAssigned':
    '{{actor}} hat die betreuende Redaktion für „{{subject}}“ benannt',
  'activity.manuscript.recommendationRecorded.title': 'Empfehlung erfasst',
  'activity.manuscript.recommendationRecorded':
    '{{actor}} hat eine Empfehlung zum Manuskript „{{subject}}“ erfasst',
  'activity.other.title': '{{entity}}: {{action}}',
  'activity.other': '{{actor}}: {{entity}} {{action}} {{subject}}',
  'activity.system': 'System',
  'history.manuscriptCreated': 'Manuskript angelegt',
  'history.revisionUploaded': 'Überarbeitung v{{version}} hochgeladen',
} as const;
