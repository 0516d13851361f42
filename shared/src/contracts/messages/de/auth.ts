export const deAuth = {
  'auth.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'auth.passwordMin': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'auth.passwordMax': 'Das Passwort darf höchstens 128 Zeichen lang sein',
  'auth.nameMin': 'Der Name muss mindestens 2 Zeichen lang sein',
  'auth.nameMax': 'Der Name darf höchstens 255 Zeichen lang sein',
  'auth.passwordsMismatch': 'Die Passwörter stimmen nicht überein',
  'auth.invalidCredentials': 'Ungültige E-Mail-Adresse oder ungültiges Passwort',
  'auth.emailTaken': 'Diese E-Mail-Adresse ist bereits vergeben.',
  'auth.passwordCommon':
    'Dieses Passwort ist zu verbreitet. Wählen Sie eines, das schwerer zu erraten ist',
  'auth.currentPasswordRequired': 'Bitte geben Sie Ihr aktuelles Passwort ein',
  'auth.currentPasswordWrong': 'Das aktuelle Passwort ist falsch',
  'auth.emailUnchanged': 'Das ist bereits Ihre E-Mail-Adresse',
  'auth.verificationInvalid': 'Dieser Bestätigungslink ist ungültig oder abgelaufen',
  'auth.resetLinkInvalid':
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig. Fordern Sie einen neuen an.',
  'auth.resetLinkUsed':
    'Dieser Link wurde bereits zum Zurücksetzen des Passworts verwendet. Fordern Sie bei Bedarf einen neuen an.',
  'auth.resetLinkExpired':
    'Dieser Link ist abgelaufen: Ein Link zum Zurücksetzen des Passworts gilt eine Stunde. Fordern Sie einen neuen an.',
  'auth.resetMailSubject': 'Ihr Colophon-Passwort zurücksetzen',
  'auth.resetMailBody':
    'Hallo {{name}},\n\njemand, hoffentlich Sie, hat verlangt, das Passwort Ihres Colophon-Kontos zurückzusetzen. Öffnen Sie diesen Link, um ein neues Passwort zu wählen:\n\n{{link}}\n\nDer Link funktioniert einmal und eine Stunde lang. Alle bei Ihrem Konto angemeldeten Geräte werden abgemeldet.\n\nWenn Sie das nicht verlangt haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt, wie es ist.\n',
} as const;
