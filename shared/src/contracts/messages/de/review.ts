// Begutachtung: Runden, Einladungen, das Gutachten.
export const deReview = {
  'review.reviewerRequired': 'Der Gutachter muss eine Benutzer-ID sein',
  'review.notAReviewer': 'Der Benutzer hat die Gutachterrolle nicht',
  'review.reviewerIsAuthor': 'Ein Autor des Manuskripts kann es nicht begutachten',
  'review.alreadyInvited': 'Dieser Gutachter ist in der aktuellen Runde bereits eingeladen',
  'review.noOpenRound': 'Das Manuskript hat keine offene Begutachtungsrunde',
  'review.dueDateInvalid': 'Das Fälligkeitsdatum muss ein Datum sein (JJJJ-MM-TT)',
  'review.dueDatePast': 'Das Fälligkeitsdatum darf nicht in der Vergangenheit liegen',
  'review.reasonTooLong': 'Der Grund darf nicht länger als {{max}} Zeichen sein',
  'review.invitationNotPending': 'Diese Einladung wartet nicht mehr auf eine Antwort',
  'review.invitationNotCancellable':
    'Nur eine offene oder angenommene Einladung kann zurückgezogen werden',
  'review.recommendationRequired': 'Eine Empfehlung ist erforderlich',
  'review.recommendationInvalid': 'Die Empfehlung muss eine der folgenden sein: {{values}}',
  'review.confidentialTooLong':
    'Die vertraulichen Kommentare dürfen nicht länger als {{max}} Zeichen sein',
  'review.alreadyReviewed': 'Sie haben in dieser Runde bereits ein Gutachten eingereicht',
  'review.invitationNotAccepted': 'Nehmen Sie die Einladung an, bevor Sie ein Gutachten einreichen',
  'review.statusFilterInvalid': 'Der Status muss einer der folgenden sein: {{values}}',
  'review.reviewerFilterInvalid': 'Die Gutachter-ID muss eine Benutzer-ID sein',
  'review.invitationNotFound': 'Einladung nicht gefunden',
  'review.onlyUnderReview':
    'Gutachten können nur hinzugefügt werden, solange das Manuskript begutachtet wird.',
} as const;
