import { buildActivityTimeline, LATEST_TITLE_LENGTH, latestPublication } from './activity-timeline';

const user = {
  created_at: '2025-01-10T08:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
  email_verified_at: '2025-01-11T09:00:00.000Z',
};
const publication = (id: number, title: string, created_at: string) => ({ id, title, created_at });

describe('buildActivityTimeline', () => {
  it('lists created, verified, publications added and last updated, in that order', () => {
    const entries = buildActivityTimeline(user, [
      publication(1, 'Old work', '2025-02-01T00:00:00.000Z'),
      publication(2, 'Newest work', '2025-06-01T00:00:00.000Z'),
      publication(3, 'Middle work', '2025-04-01T00:00:00.000Z'),
    ]);
    expect(entries).toEqual([
      { kind: 'created', date: user.created_at },
      { kind: 'verified', date: user.email_verified_at },
      {
        kind: 'publications',
        date: '2025-06-01T00:00:00.000Z',
        count: 3,
        latestTitle: 'Newest work',
      },
      { kind: 'updated', date: user.updated_at },
    ]);
  });

  it('leaves out Email Verified for an unverified user and publications when there are none', () => {
    const entries = buildActivityTimeline({ ...user, email_verified_at: null }, []);
    expect(entries.map((entry) => entry.kind)).toEqual(['created', 'updated']);
  });

  it('cuts the latest title to 50 characters and marks the cut', () => {
    const long = 'A'.repeat(49) + 'BCDEFG';
    const [, , added] = buildActivityTimeline(user, [
      publication(1, long, '2025-02-01T00:00:00.000Z'),
    ]);
    expect(LATEST_TITLE_LENGTH).toBe(50);
    expect(added).toMatchObject({ kind: 'publications', count: 1 });
    expect(added && 'latestTitle' in added && added.latestTitle).toBe(`${'A'.repeat(49)}B...`);
  });

  it('keeps a title of exactly 50 characters whole', () => {
    const exact = 'x'.repeat(50);
    const entries = buildActivityTimeline(user, [publication(1, exact, user.created_at)]);
    expect(entries.find((entry) => entry.kind === 'publications')).toMatchObject({
      latestTitle: exact,
    });
  });
});

describe('latestPublication', () => {
  it('takes the newest by creation, the higher id on a tie, and nothing from an empty list', () => {
    const same = '2025-05-05T00:00:00.000Z';
    expect(latestPublication([publication(4, 'a', same), publication(9, 'b', same)])?.id).toBe(9);
    expect(latestPublication([publication(9, 'b', same), publication(4, 'a', same)])?.id).toBe(9);
    expect(latestPublication([])).toBeUndefined();
  });
});
