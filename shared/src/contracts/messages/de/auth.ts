export const deAuth = {
  'auth.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'auth.passwordMin': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'auth.passwordMax': 'Das Passwort darf höchstens 128 Zeichen lang sein',
  'auth.nameMin': 'Der Name muss mindestens 2 Zeichen lang sein',
  'auth.nameMax': 'Der Name darf höchstens 255 Zeichen lang sein',
  'auth.passwordsMismatch': 'Die Passwörter stimmen nicht überein',
  'auth.invalidCredentials': 'Ungültige E-Mail-Adresse oder ungültiges Passwort',
  'auth.emailTaken': 'Diese E-Mail-Adresse ist bereits vergeben.',
} as const;
