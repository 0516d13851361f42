// Benachrichtigungen: see ../en/notification.ts.
import { type enNotification } from '../en/notification';

export const deNotification: Record<keyof typeof enNotification, string> = {
  'notification.sentToReview': 'Ihr Manuskript „{{title}}“ wurde zur Begutachtung gegeben',
  'notification.revisionRequested':
    'Für Ihr Manuskript „{{title}}“ wurde eine Überarbeitung angefordert',
  'notification.accepted': 'Ihr Manuskript „{{title}}“ wurde angenommen',
  'notification.rejected': 'Ihr Manuskript „{{title}}“ wurde nicht angenommen',
  'notification.published': 'Ihr Manuskript „{{title}}“ wurde veröffentlicht',
  'notification.reviewInvitation':
    'Sie sind eingeladen, „{{title}}“ zu begutachten (fällig am {{due}})',
  'notification.reviewReminder': 'Erinnerung: Ihr Gutachten zu „{{title}}“ ist am {{due}} fällig',
  'notification.reviewOverdue':
    'Ihr Gutachten zu „{{title}}“ ist überfällig (fällig war es am {{due}})',
  'notification.submissionReceived': 'Neue Einreichung: „{{title}}“',
  'notification.invitationAccepted':
    '{{reviewer}} hat die Einladung zur Begutachtung von „{{title}}“ angenommen',
  'notification.invitationDeclined':
    '{{reviewer}} hat die Einladung zur Begutachtung von „{{title}}“ abgelehnt',
  'notification.reviewSubmitted': '{{reviewer}} hat ein Gutachten zu „{{title}}“ eingereicht',
  'notification.revisionUploaded': 'Version {{version}} von „{{title}}“ wurde hochgeladen',
  'notification.recommendationRecorded': '{{editor}} empfiehlt für „{{title}}“: {{recommendation}}',
  'notification.recommendation.accept': 'Annahme',
  'notification.recommendation.minorRevisions': 'kleinere Überarbeitung',
  'notification.recommendation.majorRevisions': 'größere Überarbeitung',
  'notification.recommendation.reject': 'Ablehnung',
  'notification.submissionAcknowledged': 'Ihre Einreichung „{{title}}“ ist eingegangen',
  'notification.revisionReminder':
    'Erinnerung: Ihre Überarbeitung von „{{title}}“ ist am {{due}} fällig',
  'notification.revisionOverdue':
    'Ihre Überarbeitung von „{{title}}“ war am {{due}} fällig: Bitte reichen Sie sie ein oder schreiben Sie der Redaktion',
  'notification.invitationReminder':
    'Erinnerung: Bitte beantworten Sie die Einladung zur Begutachtung von „{{title}}“',
  'notification.discussionMessage': 'Neue Nachricht in „{{subject}}“ zu „{{title}}“',
  'notification.handlingEditorAssigned':
    '{{editor}} hat Sie zur betreuenden Redakteurin bzw. zum betreuenden Redakteur von „{{title}}“ ernannt',
  'notification.reviewOutcome':
    'Vielen Dank für Ihr Gutachten zu „{{title}}“. Die Entscheidung der Redaktion: {{decision}}',
  'notification.decision.requestRevisions': 'Überarbeitung angefordert',
  'notification.decision.accept': 'angenommen',
  'notification.decision.reject': 'nicht angenommen',
  'notification.decision.decline': 'nicht angenommen',
  'notification.decision.publish': 'veröffentlicht',
  'notification.mail.detail.handlingEditorAssigned':
    'Sie betreuen nun die Begutachtung: Laden Sie Gutachterinnen und Gutachter ein, verfolgen Sie die Gutachten und geben Sie Ihre Empfehlung für die Chefredaktion ab.',
  'notification.mail.detail.reviewOutcome':
    'Ihr Gutachten hat der Redaktion bei dieser Entscheidung geholfen. Vielen Dank für Ihre Zeit und Sorgfalt.',
  'notification.letter': 'Schreiben der Redaktion',
  'notification.mail.greeting': 'Hallo {{name}},',
  'notification.mail.open': 'In Colophon öffnen: {{url}}',
  'notification.mail.footer':
    'Sie erhalten diese E-Mail, weil Sie ein Konto bei Colophon haben. Ihre Benachrichtigungen finden Sie auch im Panel unter der Glocke.',
  'notification.canaryRolledBack':
    'Der Canary {{version}} des Bereichs {{section}} wurde automatisch zurückgenommen: {{rule}}',
  'notification.rule.errorRate': 'seine Fehlerquote hat die Rollout-Richtlinie verletzt',
  'notification.rule.inp': 'seine Interaktionen (INP) waren langsamer, als die Richtlinie erlaubt',
  'notification.rule.lcp': 'sein Laden (LCP) war langsamer, als die Richtlinie erlaubt',
  'notification.mail.detail.canaryRolledBack':
    'Seine Nutzer erhalten ab dem nächsten Seitenaufruf wieder die stabile Version. Die Release-Übersicht zeigt die Zahlen, nach denen entschieden wurde.',
  'notification.notFound': 'Benachrichtigung nicht gefunden',
};
