import {
  changeEmailSchema,
  changePasswordSchema,
  isCommonPassword,
  loginSchema,
  registerSchema,
  userUpdateSchema,
} from './index';

const register = (password: string) =>
  registerSchema.safeParse({
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    password,
    password_confirmation: password,
  });

const passwordErrors = (result: ReturnType<typeof register>) =>
  result.success
    ? []
    : result.error.issues.filter((i) => i.path[0] === 'password').map((i) => i.message);

describe('new passwords', () => {
  it.each([
    ['six spaces', '      '],
    ['six zero-width spaces', '\u200b'.repeat(6)],
    ['tabs and a BOM', '\t\t\ufeff\u00a0\u2028\u202e'],
    ['five characters among spaces', ' a b c d e '.replace(/ /g, '\u200b')],
  ])('refuses %s with the spec text', (_, password) => {
    expect(passwordErrors(register(password))).toEqual(['auth.passwordMin']);
  });

  it('keeps the six-character minimum and counts visible characters only', () => {
    expect(passwordErrors(register('12345'))).toEqual(['auth.passwordMin']);
    expect(register('ab cd ef').success).toBe(true);
    expect(register('پاس ورڈ ہے').success).toBe(true);
  });

  it('still signs in with any six characters (the rule is for new passwords)', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '      ' }).success).toBe(true);
  });
});

describe('common passwords (zxcvbn, loaded on first use)', () => {
  it.each([
    '123456',
    'password',
    'P@ssw0rd',
    'qwerty123',
    '      ',
    '\u200b'.repeat(6),
    'aaaaaaaa',
  ])('refuses %j', async (password) => {
    await expect(isCommonPassword(password)).resolves.toBe(true);
  });

  it.each(['colophon-demo', 'secret-pass', 'correct horse battery'])(
    'accepts %j',
    async (password) => {
      await expect(isCommonPassword(password)).resolves.toBe(false);
    },
  );

  it("refuses the user's own email or name as the password", async () => {
    await expect(isCommonPassword('lovelace', ['Ada Lovelace', 'ada@example.org'])).resolves.toBe(
      true,
    );
    await expect(isCommonPassword('lovelace')).resolves.toBe(false);
  });
});

describe('account changes', () => {
  it('needs the current password and a matching confirmation', () => {
    const result = changePasswordSchema.safeParse({
      password: 'newer-secret',
      password_confirmation: 'other',
    });
    expect(result.success).toBe(false);
    const messages = result.success
      ? []
      : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['current_password', 'auth.currentPasswordRequired'],
        ['password_confirmation', 'auth.passwordsMismatch'],
      ]),
    );
  });

  it('checks the new email and needs the current password', () => {
    expect(
      changeEmailSchema.safeParse({ current_password: 'x', email: 'new@example.org' }).success,
    ).toBe(true);
    const result = changeEmailSchema.safeParse({ current_password: '', email: 'nope' });
    expect(result.success ? [] : result.error.issues.map((i) => i.path[0])).toEqual([
      'current_password',
      'email',
    ]);
  });

  it('lets PUT users/{id} carry current_password and applies the new-password rule', () => {
    expect(
      userUpdateSchema.safeParse({ password: 'new-secret', current_password: 'old' }).success,
    ).toBe(true);
    expect(userUpdateSchema.safeParse({ password: '      ' }).success).toBe(false);
  });
});
