// docs/visibility.md states the policy as a table; this keeps it the one the code applies.
import fs from 'node:fs';
import path from 'node:path';
import { visibilityTable } from '../../../src/modules/editorial/visibility-table';
import { policyFor, type Standing } from '../../../src/modules/editorial/visibility';

const DOC = path.resolve(__dirname, '../../../../docs/visibility.md');

/** A Markdown table's cells, row by row, without the padding or the rule's width. */
const cells = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim().replace(/^-+$/, '---')));

describe('docs/visibility.md', () => {
  it('shows the table generated from the policy', () => {
    const doc = fs.readFileSync(DOC, 'utf8');
    const start = doc.indexOf('<!-- visibility-table:start -->');
    const end = doc.indexOf('<!-- visibility-table:end -->');
    expect(start).toBeGreaterThan(-1);
    const documented = doc.slice(start, end).split('\n').slice(1).join('\n');
    // On a change of the policy, paste this table into docs/visibility.md (Prettier pads its cells).
    expect(cells(documented)).toEqual(cells(visibilityTable()));
  });
});

describe('policyFor', () => {
  const reader: Standing = {
    userId: 7,
    admin: false,
    editor: false,
    outsideEditor: false,
    author: false,
    reviewer: true,
  };
  const doubleBlind = { reviewType: 'double_blind' as const, shareReviews: false };

  it('gives a reviewer their own review in full and nobody else’s', () => {
    const policy = policyFor(reader, doubleBlind);
    expect(policy.review({ user_id: 7, released_at: null })).toBe('full');
    expect(policy.review({ user_id: 8, released_at: null })).toBeNull();
    expect(policy.review({ user_id: 8, released_at: '2026-01-01' })).toBeNull();
    expect(policy.authorIdentities).toBe(false);
    expect(policy.letters).toBe(false);
  });

  it('gives an author only released reviews, without their writers', () => {
    const policy = policyFor({ ...reader, reviewer: false, author: true }, doubleBlind);
    expect(policy.review({ user_id: 8, released_at: null })).toBeNull();
    expect(policy.review({ user_id: 8, released_at: '2026-01-01' })).toBe('released');
    expect(policy.reviewerIdentity(8)).toBe(false);
    expect(policy.internalNotes).toBe(false);
  });

  it('hides an author acting in the history from a double-blind reviewer only', () => {
    expect(policyFor(reader, doubleBlind).historyActor(3, true)).toBe(false);
    expect(policyFor(reader, doubleBlind).historyActor(4, false)).toBe(true);
    expect(
      policyFor(reader, { ...doubleBlind, reviewType: 'single_blind' }).historyActor(3, true),
    ).toBe(true);
  });
});
