// The outbox and the mails Colophon writes itself (German).
import type { enMail } from '../en/mail';

export const deMail: Record<keyof typeof enMail, string> = {
  'mail.notFound': 'E-Mail nicht gefunden',
  'mail.panelInvalid': 'Wählen Sie, ob es im Panel erscheint',
  'mail.deliveryInvalid': 'Wählen Sie „sofort“, „tägliche Zusammenfassung“ oder „aus“',
  'mail.digest.subject': 'Colophon: Ihre tägliche Zusammenfassung ({{count}})',
  'mail.digest.intro': 'Das ist seit Ihrer letzten Zusammenfassung in Colophon geschehen:',
  'mail.digest.settings':
    'Sie erhalten diese Zusammenfassung einmal am Tag. Was Sie wie erreicht, wählen Sie unter Einstellungen → Benachrichtigungen: {{url}}',
  'mail.verification.subject': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'mail.verification.body':
    'Bitte bestätigen Sie über diesen Link, dass {{email}} Ihre Adresse ist:',
  'mail.verification.validity':
    'Der Link ist {{hours}} Stunden gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
};
