// Redaktionelle Entscheidungen, Empfehlungen und die betreuende Redaktion.
export const deDecision = {
  'decision.letterRequired':
    'Ein Entscheidungsschreiben an die Autorin oder den Autor ist erforderlich',
  'decision.letterTooLong': 'Das Schreiben darf höchstens {{max}} Zeichen lang sein',
  'decision.notesRequired':
    'Für diese Entscheidung sind Hinweise an die Autorin oder den Autor erforderlich',
  'decision.notesTooLong': 'Die Hinweise dürfen höchstens {{max}} Zeichen lang sein',
  'decision.reasonRequired':
    'Begründen Sie, warum das Manuskript ohne abgeschlossenes Gutachten angenommen wird',
  'decision.reasonTooLong': 'Die Begründung darf höchstens {{max}} Zeichen lang sein',
  'decision.decisionInvalid': 'Die Entscheidung muss eine von {{values}} sein',
  'decision.decisionNotAllowed':
    'Diese Entscheidung ist im Status {{status}} des Manuskripts nicht möglich',
  'decision.recommendationInvalid': 'Die Empfehlung muss eine von {{values}} sein',
  'decision.recommendationNotAllowed':
    'Eine Empfehlung ist nur während der Begutachtung oder nach einer Überarbeitung möglich',
  'decision.publishedAtInvalid': 'Das Veröffentlichungsdatum muss ein gültiges Datum sein',
  'decision.handlingEditorInvalid': 'Die betreuende Redaktion muss eine Benutzer-ID oder null sein',
  'decision.handlingEditorNotEditor':
    'Die betreuende Redaktion muss die Rolle associate-editor oder editor-in-chief haben',
  'decision.reviewReleaseInvalid':
    'Jedes Gutachten ist mit der ID eines eingereichten Gutachtens dieser Runde und der Angabe, ob es versandt wird, anzugeben',
  'decision.reviewNotInRound':
    'Gutachten {{id}} ist kein eingereichtes Gutachten der aktuellen Runde',
  'team.memberInvalid': 'Jedes Mitglied muss eine Benutzer-ID sein',
  'team.notEditor': '{{name}} hat die Rolle {{role}} nicht',
  'team.twice': '{{name}} ist doppelt aufgeführt',
  'team.tooMany': 'Ein Team hat höchstens {{max}} Mitglieder je Rolle',
  'decision.letterOnlyDecision':
    'Ein Schreiben an die Autorin oder den Autor gehört nur zu einer Entscheidung; schreiben Sie stattdessen eine Notiz für die Redaktion',
  'decision.revisionKindInvalid': 'Die Art der Überarbeitung muss eine von {{values}} sein',
  'decision.revisionDueInvalid': 'Die Frist für die Überarbeitung muss ein Datum sein (JJJJ-MM-TT)',
  'decision.revisionDuePast':
    'Die Frist für die Überarbeitung darf nicht in der Vergangenheit liegen',
  'decision.revisionOnlyWithRevisions':
    'Art und Frist einer Überarbeitung gehören nur zu einer Aufforderung zur Überarbeitung',
  'decision.letterDecisionInvalid': 'Die Entscheidung muss eine von {{values}} sein',
  'decision.letterLocaleInvalid': 'Die Sprache muss eine von {{values}} sein',
  'decision.letterReviewer': 'Gutachter:in {{n}}',
} as const;
