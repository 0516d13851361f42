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
} as const;
