import { renderMessage } from '@colophon/shared/contracts';
import { emptyUserFormValues, type UserFormValues } from './user-form-values';
import { userFormResolver } from './user-form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
// The schemas speak message codes: what a user reads is the code rendered (here in English).
const english = (message: string | undefined) => message && renderMessage(message, 'en');
const validate = (values: UserFormValues) =>
  userFormResolver({ kind: 'create', options: { canManageRoles: true } })(
    values,
    undefined,
    options,
  );

describe('userFormResolver', () => {
  it("checks the form with the contract's schema and messages", async () => {
    const values = { ...emptyUserFormValues(), name: 'A', email: 'not-an-email', password: '123' };
    values.academic_profile.orcid = '1234';
    const { errors } = await validate(values);
    expect(english(errors.name?.message)).toBe('Name must be at least 2 characters');
    expect(english(errors.email?.message)).toBe('Please enter a valid email address');
    expect(english(errors.password?.message)).toBe('Password must be at least 6 characters');
    expect(english(errors.academic_profile?.orcid?.message)).toBe(
      'Invalid ORCID format (e.g., 0000-0002-1825-0097)',
    );
  });

  it('passes valid values through unchanged', async () => {
    const values = {
      ...emptyUserFormValues(),
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      password: 'secret1',
    };
    await expect(validate(values)).resolves.toEqual({ values, errors: {} });
  });

  it('lets an edit keep the password blank', async () => {
    const initial = { ...emptyUserFormValues(), name: 'Ada Lovelace', email: 'ada@example.org' };
    const resolver = userFormResolver({
      kind: 'edit',
      initial,
      options: { canManageRoles: true, hadProfile: false },
    });
    await expect(resolver(initial, undefined, options)).resolves.toEqual({
      values: initial,
      errors: {},
    });
  });
});

describe('userFormResolver, editing oneself', () => {
  const initial = { ...emptyUserFormValues(), name: 'Ada Lovelace', email: 'ada@example.org' };
  const selfEdit = userFormResolver({
    kind: 'edit',
    initial,
    options: { canManageRoles: false, hadProfile: false, isSelf: true },
  });

  it('asks for the current password when the email changes', async () => {
    const values = { ...initial, email: 'ada@lovelace.org' };
    const { errors } = await selfEdit(values, undefined, options);
    expect(english(errors.current_password?.message)).toBe('Please enter your current password');
  });

  it('asks for the current password when a new password is typed', async () => {
    const values = { ...initial, password: 'a-new-secret-41' };
    const { errors } = await selfEdit(values, undefined, options);
    expect(english(errors.current_password?.message)).toBe('Please enter your current password');
  });

  it('does not ask when neither changes, nor when an admin edits someone else', async () => {
    await expect(
      selfEdit({ ...initial, name: 'Ada King' }, undefined, options),
    ).resolves.toMatchObject({
      errors: {},
    });
    const adminEdit = userFormResolver({
      kind: 'edit',
      initial,
      options: { canManageRoles: true, hadProfile: false, isSelf: false },
    });
    const values = { ...initial, email: 'ada@lovelace.org' };
    await expect(adminEdit(values, undefined, options)).resolves.toMatchObject({ errors: {} });
  });
});
