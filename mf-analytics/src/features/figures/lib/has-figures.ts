import { type AnalyticsFigures } from '@colophon/shared/contracts';

/**
 * Whether anything happened in the period: a submission, a decision, a
 * publication, an invitation or a review. With nothing, the screen says so
 * instead of a wall of dashes and flat charts.
 */
export function hasFigures(figures: AnalyticsFigures): boolean {
  return (
    figures.monthly.some((month) => month.received + month.decided + month.published > 0) ||
    figures.decisions.decided > 0 ||
    figures.first_decision_days.all.count > 0 ||
    figures.publication_days.count > 0 ||
    figures.invitations.sent > 0 ||
    figures.invitations.reviews_submitted > 0
  );
}
