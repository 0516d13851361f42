// Alternates named with an invitation: refused when they cannot review, shown
// to the editors only, invited in order when an invitation is declined (the
// editors told), passed over when they can no longer be invited, and the
// editors told when none is left.
import type { TestApp } from '../../helpers/test-app';
import { invite, reviewsSuite, snapshot, tokenOf } from '../reviews/helpers';
import { inReview } from '../reviews/helpers';
import { alternateHelpers } from './helpers';

const suite = reviewsSuite();
let t: TestApp;
let journal: number;
let h: ReturnType<typeof alternateHelpers>;
beforeAll(() => {
  ({ t, journal } = suite);
  h = alternateHelpers(t);
});

describe('naming alternates with an invitation', () => {
  it('refuses alternates who cannot review, at the field, writing nothing', async () => {
    const [first, second] = await h.reviewers(2, 'Refused');
    const manuscript = await inReview(t, journal);
    const before = await snapshot(t);
    const cases: [number[], string][] = [
      [[second!.id, second!.id], 'Name each alternate once'],
      [[first!.id], 'Name each alternate once'],
      [[second!.id, t.users.admin.id], 'Alternate 2 does not hold the reviewer role'],
      [[t.users.author.id], 'Alternate 1 does not hold the reviewer role'],
      [[1, 2, 3, 4, 5, 6], 'Name at most 5 alternates'],
    ];
    for (const [alternates, message] of cases) {
      const res = await invite(t, manuscript, first!.id, { alternates });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.alternates[0]).toContain(message);
    }
    expect(await snapshot(t)).toEqual(before);
    // An alternate already invited in the round.
    expect((await invite(t, manuscript, second!.id)).statusCode).toBe(201);
    const res = await invite(t, manuscript, first!.id, { alternates: [second!.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.alternates).toEqual([
      'Alternate 1 is already invited in the current round',
    ]);
  });

  it('refuses an author of the manuscript as an alternate', async () => {
    const [first] = await h.reviewers(1, 'Author check');
    const coAuthor = await t.createUser({ roles: ['reviewer', 'author'], name: 'Co-author' });
    const manuscript = await inReview(t, journal);
    await t.db
      .updateTable('manuscripts')
      .set({ submitter_id: coAuthor.id })
      .where('id', '=', manuscript)
      .execute();
    const res = await invite(t, manuscript, first!.id, { alternates: [coAuthor.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.alternates).toEqual([
      'Alternate 1 is an author of this manuscript and cannot review it',
    ]);
  });

  it('shows the waiting alternates to the editors, never to the authors or reviewers', async () => {
    const [first, a, b] = await h.reviewers(3, 'Shown');
    const { manuscript, invitation } = await h.invitedWithAlternates(journal, first!, [a!, b!]);
    const [round] = (await h.editorRounds(manuscript)).data;
    expect(round.alternates).toEqual([
      expect.objectContaining({
        reviewer: { id: a!.id, name: 'Shown 2' },
        position: 1,
        status: 'waiting',
        for_invitation_id: invitation,
        invitation_id: null,
        called_because: null,
        skipped_because: null,
      }),
      expect.objectContaining({ reviewer: { id: b!.id, name: 'Shown 3' }, position: 2 }),
    ]);
    for (const token of [await tokenOf(t, 'author'), first!.token]) {
      const [seen] = (await h.roundsAs(manuscript, token)).data;
      expect(seen.alternates).toBeUndefined();
    }
  });
});

describe('a declined invitation', () => {
  it('invites the next alternate in its place and tells the editors', async () => {
    const [first, a, b] = await h.reviewers(3, 'Decline');
    const { manuscript, invitation } = await h.invitedWithAlternates(journal, first!, [a!, b!]);
    expect((await h.decline(invitation, first!.token)).statusCode).toBe(200);

    expect(await h.invitations(manuscript)).toEqual({
      [first!.id]: 'declined',
      [a!.id]: 'invited',
    });
    const [round] = (await h.editorRounds(manuscript)).data;
    const called = round.invitations.find(
      (i: { reviewer: { id: number } }) => i.reviewer.id === a!.id,
    );
    expect(round.alternates).toEqual([
      expect.objectContaining({
        reviewer: { id: a!.id, name: 'Decline 2' },
        status: 'invited',
        invitation_id: called.id,
        replaces_invitation_id: invitation,
        called_because: 'declined',
      }),
      expect.objectContaining({ reviewer: { id: b!.id, name: 'Decline 3' }, status: 'waiting' }),
    ]);
    // The alternate is invited as anyone is: the notice with its links, and access to the manuscript.
    const invitedNotices = await h.notices(manuscript, 'reviewInvitation');
    expect(invitedNotices.map((n) => n.user_id)).toEqual([first!.id, a!.id]);
    expect(JSON.parse(invitedNotices[1]!.params)).toMatchObject({ invitation: called.id });
    const assignments = await t.db
      .selectFrom('review_assignments')
      .select('reviewer_id')
      .where('manuscript_id', '=', manuscript)
      .execute();
    expect(assignments.map((r) => r.reviewer_id)).toEqual([a!.id]);
    // The editors (the journal's editors-in-chief, here the one who invited) are told who took whose place.
    const told = await h.notices(manuscript, 'alternateInvited');
    expect(told.map((n) => n.user_id)).toEqual([t.users['editor-in-chief'].id]);
    expect(JSON.parse(told[0]!.params)).toEqual({
      title: expect.any(String),
      reviewer: 'Decline 2',
      previous: 'Decline 1',
    });
    // The one called declines too: the next one behind the first invitation comes in.
    expect((await h.decline(called.id, a!.token)).statusCode).toBe(200);
    expect((await h.invitations(manuscript))[b!.id]).toBe('invited');
  });

  it('passes over an alternate invited meanwhile, and tells the editors when none is left', async () => {
    const [first, a, b] = await h.reviewers(3, 'Exhaust');
    const { manuscript, invitation } = await h.invitedWithAlternates(journal, first!, [a!, b!]);
    // The editor invites the first alternate directly.
    expect((await invite(t, manuscript, a!.id)).statusCode).toBe(201);
    await h.decline(invitation, first!.token);
    expect(await h.invitations(manuscript)).toEqual({
      [first!.id]: 'declined',
      [a!.id]: 'invited',
      [b!.id]: 'invited',
    });
    const [round] = (await h.editorRounds(manuscript)).data;
    expect(
      round.alternates.map((x: { status: string; skipped_because: string }) => [
        x.status,
        x.skipped_because,
      ]),
    ).toEqual([
      ['skipped', 'alreadyInvited'],
      ['invited', null],
    ]);
    expect(await h.notices(manuscript, 'alternatesExhausted')).toEqual([]);

    // The last alternate declines: nobody is left, the editors are told so.
    const called = round.invitations.find(
      (i: { reviewer: { id: number } }) => i.reviewer.id === b!.id,
    );
    await h.decline(called.id, b!.token);
    const exhausted = await h.notices(manuscript, 'alternatesExhausted');
    expect(exhausted.map((n) => n.user_id)).toEqual([t.users['editor-in-chief'].id]);
    expect(JSON.parse(exhausted[0]!.params)).toMatchObject({ previous: 'Exhaust 3' });
    expect(await h.invitations(manuscript)).toEqual({
      [first!.id]: 'declined',
      [a!.id]: 'invited',
      [b!.id]: 'declined',
    });
  });

  it('changes nothing for an invitation without alternates', async () => {
    const [first] = await h.reviewers(1, 'Alone');
    const manuscript = await inReview(t, journal);
    const res = await invite(t, manuscript, first!.id);
    await h.decline(res.json().data.id, first!.token);
    expect(await h.invitations(manuscript)).toEqual({ [first!.id]: 'declined' });
    expect(await h.notices(manuscript, 'alternatesExhausted')).toEqual([]);
    expect((await h.editorRounds(manuscript)).data[0].alternates).toEqual([]);
  });
});
