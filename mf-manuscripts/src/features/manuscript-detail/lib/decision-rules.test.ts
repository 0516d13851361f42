import { decisionFor, letterAllowed, letterRequired, stepErrors, validDoi } from './decision-rules';

const ALL = ['send_to_review', 'request_revisions', 'accept', 'reject', 'decline', 'publish'];

describe('decisionFor', () => {
  it('maps a step to the decision the reader may take', () => {
    expect(decisionFor('submitted', 'under_review', ALL)).toBe('send_to_review');
    expect(decisionFor('under_review', 'revision_requested', ALL)).toBe('request_revisions');
    expect(decisionFor('revised', 'accepted', ALL)).toBe('accept');
    expect(decisionFor('accepted', 'published', ALL)).toBe('publish');
  });

  it('tells a desk rejection (decline) from a rejection after review', () => {
    expect(decisionFor('submitted', 'rejected', ALL)).toBe('decline');
    expect(decisionFor('under_review', 'rejected', ALL)).toBe('reject');
  });

  it('is null for plain status changes and decisions the reader may not take', () => {
    expect(decisionFor('draft', 'submitted', ALL)).toBeNull();
    expect(decisionFor('under_review', 'withdrawn', ALL)).toBeNull();
    expect(decisionFor('submitted', 'under_review', [])).toBeNull();
  });
});

describe('letterRequired', () => {
  it('requires the letter for request revisions, reject and decline only', () => {
    expect(letterRequired('revision_requested', 'request_revisions')).toBe(true);
    expect(letterRequired('rejected', 'reject')).toBe(true);
    expect(letterRequired('rejected', 'decline')).toBe(true);
    expect(letterRequired('accepted', 'accept')).toBe(false);
    expect(letterRequired('published', 'publish')).toBe(false);
    expect(letterRequired('under_review', 'send_to_review')).toBe(false);
  });

  it('follows the status call rule without a decision', () => {
    expect(letterRequired('revision_requested', null)).toBe(true);
    expect(letterRequired('withdrawn', null)).toBe(false);
  });
});

it('validDoi accepts blank and 10.NNNN/… only', () => {
  expect(validDoi('')).toBe(true);
  expect(validDoi('10.1234/abc.5')).toBe(true);
  expect(validDoi('doi:10.1/x')).toBe(false);
});

describe('letterAllowed', () => {
  it('offers a letter to the author with decisions only, sending to review included', () => {
    expect(letterAllowed('submitted', 'under_review')).toBe(true);
    expect(letterAllowed('under_review', 'revision_requested')).toBe(true);
    expect(letterAllowed('submitted', 'rejected')).toBe(true);
    expect(letterAllowed('accepted', 'published')).toBe(true);
    expect(letterAllowed('draft', 'submitted')).toBe(false);
    expect(letterAllowed('under_review', 'withdrawn')).toBe(false);
  });
});

const noFields = { letter: '', reason: '', doi: '', published_at: '2026-01-01', revision_due: '' };

it('stepErrors asks for the letter, never for the note', () => {
  const fields = { ...noFields, letter: ' ' };
  const rules = { letterRequired: true, reasonRequired: false, askPublication: false };
  expect(stepErrors(fields, rules)).toEqual({ letter: 'decision.letterRequired' });
  expect(stepErrors({ ...fields, letter: 'Dear author' }, rules)).toEqual({});
});

it('stepErrors checks a revision due date as the API does, and only for revisions', () => {
  const rules = {
    letterRequired: false,
    reasonRequired: false,
    askPublication: false,
    askRevision: true,
  };
  // Blank keeps the journal's default.
  expect(stepErrors(noFields, rules)).toEqual({});
  expect(stepErrors({ ...noFields, revision_due: '2099-01-12' }, rules)).toEqual({});
  expect(stepErrors({ ...noFields, revision_due: '2000-01-01' }, rules)).toEqual({
    revision_due: 'decision.revisionDuePast',
  });
  expect(
    stepErrors({ ...noFields, revision_due: '2000-01-01' }, { ...rules, askRevision: false }),
  ).toEqual({});
});
