// Ersatzgutachter: die Ablehnungen des Einladungsformulars und die Benachrichtigungen der Redaktion.
import type { enAlternate } from '../en/alternate';

export const deAlternate: Record<keyof typeof enAlternate, string> = {
  'alternate.tooMany': 'Geben Sie höchstens {{max}} Ersatzgutachter an',
  'alternate.duplicate':
    'Geben Sie jeden Ersatzgutachter nur einmal an, und nicht den eingeladenen Gutachter als seinen eigenen Ersatz',
  'alternate.notAReviewer': 'Ersatzgutachter {{position}} hat die Gutachterrolle nicht',
  'alternate.isAuthor':
    'Ersatzgutachter {{position}} ist Autor dieses Manuskripts und kann es nicht begutachten',
  'alternate.alreadyInvited':
    'Ersatzgutachter {{position}} ist in der aktuellen Runde bereits eingeladen',
  'notification.alternateInvited':
    '{{reviewer}} wurde als Ersatz für {{previous}} eingeladen, „{{title}}“ zu begutachten',
  'notification.alternatesExhausted':
    'Für {{previous}} ist kein Ersatzgutachter für „{{title}}“ mehr übrig: Bitte laden Sie einen anderen Gutachter ein',
  'notification.mail.detail.alternateInvited':
    'Colophon lädt den nächsten Ersatzgutachter Ihrer Liste ein, wenn eine Einladung abgelehnt oder nicht innerhalb der Antwortfrist der Zeitschrift beantwortet wird. Die Begutachtungsrunde zeigt, wer noch wartet.',
};
