import { makeUser } from '@colophon/shared/testing';
import { formFieldOf } from './server-field-errors';
import {
  emptyUserFormValues,
  isBlankProfile,
  toCreatePayload,
  toUpdatePayload,
  userToFormValues,
} from './user-form-values';

const profile = {
  id: 3,
  user_id: 1,
  title: 'Dr.',
  first_name: 'Ada',
  middle_name: null,
  last_name: 'Lovelace',
  email: null,
  phone: null,
  career_stage: 'senior',
  institution: 'Analytical Society',
  department: null,
  position: null,
  city: 'London',
  country: 'UK',
  orcid: null,
  bio: null,
  h_index: 9,
  citation_count: 40,
  research_areas: ['Mathematics'],
  languages: ['English'],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('toCreatePayload', () => {
  it('sends account, roles and verified flag for admins, and no profile when it is blank', () => {
    const values = {
      ...emptyUserFormValues(),
      name: 'Ada',
      email: 'ada@x.org',
      password: 'secret1',
    };
    expect(toCreatePayload(values, { canManageRoles: true })).toEqual({
      name: 'Ada',
      email: 'ada@x.org',
      password: 'secret1',
      roles: ['author'],
      email_verified: false,
    });
    expect(toCreatePayload(values, { canManageRoles: false })).toEqual({
      name: 'Ada',
      email: 'ada@x.org',
      password: 'secret1',
    });
  });

  it('turns blank profile fields into null and cleans the lists', () => {
    const values = emptyUserFormValues();
    values.academic_profile.institution = '  Analytical Society ';
    values.academic_profile.research_areas = [' Maths ', 'Maths', '', 'Logic'];
    values.academic_profile.h_index = 0;
    const payload = toCreatePayload(values, { canManageRoles: true });
    expect(payload.academic_profile).toMatchObject({
      institution: 'Analytical Society',
      title: null,
      bio: null,
      h_index: 0,
      research_areas: ['Maths', 'Logic'],
      languages: [],
    });
    expect(payload.academic_profile).not.toHaveProperty('citation_count');
  });
});

describe('toUpdatePayload', () => {
  const user = makeUser({
    roles: [{ id: 6, name: 'author', description: null }],
    academic_profile: profile,
  });
  const initial = userToFormValues(user);

  it('starts from the user and sends no password, roles or flag that did not change', () => {
    expect(initial).toMatchObject({
      name: 'Ada Lovelace',
      password: '',
      roles: ['author'],
      email_verified: false,
    });
    expect(initial.academic_profile).toMatchObject({ title: 'Dr.', department: '', h_index: 9 });
    const payload = toUpdatePayload(initial, initial, { canManageRoles: true, hadProfile: true });
    expect(Object.keys(payload).sort()).toEqual(['academic_profile', 'email', 'name']);
  });

  it('sends a typed password and changed roles and flag', () => {
    const values = {
      ...initial,
      password: 'newpass1',
      roles: ['reviewer', 'author'],
      email_verified: true,
    };
    expect(
      toUpdatePayload(values, initial, { canManageRoles: true, hadProfile: true }),
    ).toMatchObject({ password: 'newpass1', roles: ['reviewer', 'author'], email_verified: true });
    // Someone editing themselves may not send roles: they are never in the payload.
    expect(
      toUpdatePayload(values, initial, { canManageRoles: false, hadProfile: true }),
    ).not.toHaveProperty('roles');
  });

  it('does not create an empty profile for a user who had none', () => {
    const plain = userToFormValues(makeUser());
    expect(isBlankProfile(plain.academic_profile)).toBe(true);
    expect(
      toUpdatePayload(plain, plain, { canManageRoles: true, hadProfile: false }),
    ).not.toHaveProperty('academic_profile');
  });
});

describe('formFieldOf', () => {
  it('maps API error keys onto form fields', () => {
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('academic_profile.orcid')).toBe('academic_profile.orcid');
    expect(formFieldOf('academic_profile.research_areas.2')).toBe(
      'academic_profile.research_areas',
    );
    expect(formFieldOf('academic_profile')).toBeNull();
    expect(formFieldOf('is_admin')).toBeNull();
  });
});

describe('toUpdatePayload, editing oneself', () => {
  const initial = { ...emptyUserFormValues(), name: 'Ada Lovelace', email: 'ada@example.org' };
  const self = { canManageRoles: false, hadProfile: false, isSelf: true };

  it('sends the current password only with a new email or password', () => {
    const withEmail = { ...initial, email: 'ada@lovelace.org', current_password: 'old-secret' };
    expect(toUpdatePayload(withEmail, initial, self).current_password).toBe('old-secret');
    const nameOnly = { ...initial, name: 'Ada King', current_password: 'old-secret' };
    expect(toUpdatePayload(nameOnly, initial, self)).not.toHaveProperty('current_password');
    const other = { ...self, isSelf: false };
    expect(toUpdatePayload(withEmail, initial, other)).not.toHaveProperty('current_password');
  });
});
