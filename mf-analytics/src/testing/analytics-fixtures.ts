// Answers of the analytics API as the contract describes them, for tests.
import {
  type AnalyticsFigures,
  type AnalyticsScope,
  type AnalyticsWorkload,
  type DurationStat,
} from '@colophon/shared/contracts';

const stat = (count: number, median: number | null, p80: number | null): DurationStat => ({
  count,
  median,
  p80,
});

export function makeFigures(overrides: Partial<AnalyticsFigures> = {}): AnalyticsFigures {
  return {
    scope: { journal_ids: [1, 2], editor_id: null, from: '2026-01', to: '2026-03' },
    first_decision_days: { all: stat(40, 21, 38.5), without_desk: stat(30, 34, 52) },
    final_decision_days: { all: stat(25, 60, 95), without_desk: stat(18, 75, 110) },
    publication_days: stat(9, 142, 201),
    decisions: {
      decided: 25,
      accepted: 9,
      rejected: 16,
      desk_rejected: 7,
      acceptance_rate: 0.36,
      desk_rejection_rate: 0.28,
    },
    monthly: [
      { month: '2026-01', received: 12, decided: 8, published: 3 },
      { month: '2026-02', received: 15, decided: 9, published: 2 },
      { month: '2026-03', received: 10, decided: 8, published: 4 },
    ],
    invitations: {
      sent: 80,
      accepted: 44,
      declined: 20,
      expired: 12,
      pending: 4,
      accepted_share: 0.55,
      declined_share: 0.25,
      expired_share: 0.15,
      respond_days: stat(76, 2.5, 6),
      review_days: stat(40, 19, 30),
      reviews_submitted: 40,
      reviews_late: 6,
      overdue_share: 0.15,
    },
    ...overrides,
  };
}

/** Figures of a period in which nothing happened. */
export function makeEmptyFigures(): AnalyticsFigures {
  const none = stat(0, null, null);
  return makeFigures({
    first_decision_days: { all: none, without_desk: none },
    final_decision_days: { all: none, without_desk: none },
    publication_days: none,
    decisions: {
      decided: 0,
      accepted: 0,
      rejected: 0,
      desk_rejected: 0,
      acceptance_rate: null,
      desk_rejection_rate: null,
    },
    monthly: [{ month: '2026-03', received: 0, decided: 0, published: 0 }],
    invitations: {
      sent: 0,
      accepted: 0,
      declined: 0,
      expired: 0,
      pending: 0,
      accepted_share: null,
      declined_share: null,
      expired_share: null,
      respond_days: none,
      review_days: none,
      reviews_submitted: 0,
      reviews_late: 0,
      overdue_share: null,
    },
  });
}

export const scopeFixture: AnalyticsScope = {
  journals: [
    { id: 1, name: 'Journal of Tests' },
    { id: 2, name: 'Annals of Fixtures' },
  ],
  editors: [
    { id: 7, name: 'Grace Hopper' },
    { id: 8, name: 'Alan Turing' },
  ],
  can_choose_editor: true,
  first_month: '2024-05',
};

export const workloadFixture: AnalyticsWorkload = {
  editors: [{ id: 7, name: 'Grace Hopper', open_manuscripts: 5, open_reviews: 3 }],
  reviewers: [{ id: 20, name: 'Ada Reviewer', open_reviews: 2, overdue_reviews: 1 }],
};
