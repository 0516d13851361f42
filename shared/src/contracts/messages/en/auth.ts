export const enAuth = {
  'auth.email': 'Please enter a valid email address',
  'auth.passwordMin': 'Password must be at least 6 characters',
  'auth.passwordMax': 'Password may not be greater than 128 characters',
  'auth.nameMin': 'Name must be at least 2 characters',
  'auth.nameMax': 'Name may not be greater than 255 characters',
  'auth.passwordsMismatch': "Passwords don't match",
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.emailTaken': 'The email has already been taken.',
  'auth.passwordCommon': 'This password is too common. Choose one that is harder to guess',
  'auth.currentPasswordRequired': 'Please enter your current password',
  'auth.currentPasswordWrong': 'The current password is incorrect',
  'auth.emailUnchanged': 'This is already your email address',
  'auth.verificationInvalid': 'This verification link is invalid or has expired',
  'auth.resetLinkInvalid': 'This link to reset the password is not valid. Ask for a new one.',
  'auth.resetLinkUsed':
    'This link has already been used to reset the password. Ask for a new one if you need it.',
  'auth.resetLinkExpired':
    'This link has expired: a link to reset the password works for one hour. Ask for a new one.',
  'auth.resetMailSubject': 'Reset your Colophon password',
  'auth.resetMailBody':
    'Hello {{name}},\n\nsomeone, hopefully you, asked to reset the password of your Colophon account. Open this link to choose a new password:\n\n{{link}}\n\nThe link works once, for one hour. Every device signed in to your account will be signed out.\n\nIf you did not ask for this, ignore this message: your password stays as it is.\n',
} as const;
