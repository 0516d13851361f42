// The outbox and the mails Colophon writes itself: the daily digest and the
// e-mail verification (the letters of the editorial journey are templates).
export const enMail = {
  'mail.notFound': 'Mail not found',
  'mail.panelInvalid': 'Choose whether it shows in the panel',
  'mail.deliveryInvalid': 'Choose immediately, daily digest or off',
  'mail.digest.subject': 'Colophon: your daily summary ({{count}})',
  'mail.digest.intro': 'Here is what happened in Colophon since your last summary:',
  'mail.digest.settings':
    'You receive this summary once a day. Choose what reaches you, and how, in Settings → Notifications: {{url}}',
  'mail.verification.subject': 'Verify your email address',
  'mail.verification.body': 'Please confirm that {{email}} is your address by opening this link:',
  'mail.verification.validity':
    'The link works for {{hours}} hours. If you did not ask for it, ignore this message.',
} as const;
