// The pure facts function and the histogram statistics, on their own.
import { addManuscript, deltaRows } from '../../../src/modules/analytics/analytics-contributions';
import { computeFacts, wholeDays } from '../../../src/modules/analytics/analytics-facts';
import { durationStat, toHistogram } from '../../../src/modules/analytics/analytics-stats';

const manuscript = {
  id: 1,
  journal_id: 3,
  handling_editor_id: 7,
  status: 'rejected',
  submission_date: null,
  published_at: null,
};
const h = (id: number, to_status: string, day: string) => ({
  id,
  to_status,
  created_at: `${day}T10:00:00.000Z`,
});

it('counts whole days between timestamps', () => {
  expect(wholeDays('2025-01-01T10:00:00.000Z', '2025-01-02T09:59:59.999Z')).toBe(0);
  expect(wholeDays('2025-01-01T10:00:00.000Z', '2025-01-31T10:00:00.000Z')).toBe(30);
});

it('tells desk decisions from decisions after review, first from final', () => {
  const desk = computeFacts(
    manuscript,
    [h(1, 'submitted', '2025-01-01'), h(2, 'rejected', '2025-01-03')],
    [],
    [],
  );
  expect(desk.manuscript).toMatchObject({
    submitted_at: '2025-01-01T10:00:00.000Z',
    first_decision_kind: 'rejected',
    first_decision_desk: 1,
    final_decision_desk: 1,
    is_open: 0,
  });
  // Out of id order on purpose: the history is read in time order.
  const reviewed = computeFacts(
    { ...manuscript, status: 'accepted' },
    [
      h(4, 'accepted', '2025-03-01'),
      h(1, 'submitted', '2025-01-01'),
      h(2, 'revision_requested', '2025-01-05'),
      h(3, 'under_review', '2025-02-01'),
    ],
    [],
    [],
  );
  expect(reviewed.manuscript).toMatchObject({
    first_decision_kind: 'revision_requested',
    first_decision_desk: 1,
    final_decision_kind: 'accepted',
    final_decision_desk: 0,
    final_decision_at: '2025-03-01T10:00:00.000Z',
    is_open: 1,
  });
});

it('classifies invitations and times their answers and reviews', () => {
  const invite = (id: number, status: string, responded: string | null) => ({
    id,
    reviewer_id: 9,
    status,
    created_at: '2025-01-01T00:00:00.000Z',
    responded_at: responded,
    due_at: '2025-01-20T00:00:00.000Z',
  });
  const { invitations } = computeFacts(
    manuscript,
    [],
    [
      invite(1, 'completed', '2025-01-03T00:00:00.000Z'),
      invite(2, 'cancelled', null),
      invite(3, 'invited', null),
      invite(4, 'accepted', '2025-01-02T00:00:00.000Z'),
    ],
    [{ invitation_id: 1, submitted_at: '2025-01-23T00:00:00.000Z' }],
  );
  expect(
    invitations.map((i) => [
      i.outcome,
      i.respond_days,
      i.review_days,
      i.review_late,
      i.open_review,
    ]),
  ).toEqual([
    ['accepted', 2, 20, 1, 0],
    ['cancelled', null, null, 0, 0],
    ['pending', null, null, 0, 0],
    ['accepted', 1, null, 0, 1],
  ]);
});

it('counts each event under its journal, its editor and both "every" rows; old facts cancel out', () => {
  const { manuscript: facts } = computeFacts(manuscript, [h(1, 'submitted', '2025-01-01')], [], []);
  const deltas = new Map<string, number>();
  addManuscript(deltas, facts, 1);
  expect(deltaRows(deltas).map((r) => [r.editor_id, r.journal_id, r.month, r.metric])).toEqual([
    [0, 0, '2025-01', 'received'],
    [0, 3, '2025-01', 'received'],
    [7, 0, '2025-01', 'received'],
    [7, 3, '2025-01', 'received'],
  ]);
  addManuscript(deltas, facts, -1);
  expect(deltaRows(deltas)).toEqual([]);
});

it('takes medians and 80th percentiles by nearest rank', () => {
  const stat = (pairs: [number, number][]) =>
    durationStat(toHistogram(pairs.map(([value, n]) => ({ metric: 'm', value, n }))), 'm');
  expect(stat([])).toEqual({ count: 0, median: null, p80: null });
  expect(stat([[5, 1]])).toEqual({ count: 1, median: 5, p80: 5 });
  // 1,2,3,4: median rank 2 → 2; p80 rank ceil(3.2) = 4 → 4.
  expect(
    stat([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ]),
  ).toEqual({ count: 4, median: 2, p80: 4 });
  expect(
    stat([
      [10, 5],
      [40, 5],
    ]),
  ).toEqual({ count: 10, median: 10, p80: 40 });
});
