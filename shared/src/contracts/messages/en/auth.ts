export const enAuth = {
  'auth.email': 'Please enter a valid email address',
  'auth.passwordMin': 'Password must be at least 6 characters',
  'auth.passwordMax': 'Password may not be greater than 128 characters',
  'auth.nameMin': 'Name must be at least 2 characters',
  'auth.nameMax': 'Name may not be greater than 255 characters',
  'auth.passwordsMismatch': "Passwords don't match",
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.emailTaken': 'The email has already been taken.',
} as const;
