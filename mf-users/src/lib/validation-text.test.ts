import { validationTextOf } from './validation-text';

describe('validationTextOf', () => {
  it('knows the contract messages the users forms meet', () => {
    expect(validationTextOf('Name must be at least 2 characters')).toEqual({
      key: 'validation.nameMin',
    });
    expect(validationTextOf('Please enter a valid email address')).toEqual({
      key: 'validation.email',
    });
    expect(validationTextOf('Password must be at least 6 characters')).toEqual({
      key: 'validation.passwordMin',
    });
    expect(validationTextOf('The email has already been taken.')).toEqual({
      key: 'validation.emailTaken',
    });
  });

  it('reads the limit out of length and count messages', () => {
    expect(validationTextOf('The city may not be greater than 100 characters')).toEqual({
      key: 'validation.maxLength',
      values: { limit: 100 },
    });
    expect(validationTextOf('The languages may not have more than 50 items')).toEqual({
      key: 'validation.maxItems',
      values: { limit: 50 },
    });
    expect(validationTextOf('The selected role "wizard" is invalid.')).toEqual({
      key: 'validation.unknownRole',
    });
  });

  it('leaves unknown messages alone', () => {
    expect(validationTextOf('Something the server said')).toBeNull();
  });
});
