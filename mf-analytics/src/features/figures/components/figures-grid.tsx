// Every figure of the period as a card, each with its definition on screen.
import { useTranslation } from 'react-i18next';
import { type AnalyticsFigures } from '@colophon/shared/contracts';
import { useLanguage, VisuallyHidden } from '@colophon/shared';
import { formatShare } from '../../../lib/format';
import { FigureCard } from './figure-card';
import { DurationValues, FigureValues } from './figure-values';

// Cards as wide as the screen allows, at least 260 px (one column on a phone).
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: 16,
  marginBlockEnd: 16,
} as const;

export function FiguresGrid({ figures }: { figures: AnalyticsFigures }) {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  const { decisions, invitations } = figures;

  return (
    <section aria-labelledby="analytics-figures">
      <VisuallyHidden>
        <h2 id="analytics-figures">{t('figures.heading')}</h2>
      </VisuallyHidden>
      <div style={GRID}>
        <FigureCard
          id="first-decision"
          title={t('figures.firstDecision.title')}
          definition={t('figures.firstDecision.definition')}
        >
          <DurationValues stat={figures.first_decision_days.all} heading={t('figures.all')} />
          <DurationValues
            stat={figures.first_decision_days.without_desk}
            heading={t('figures.withoutDesk')}
          />
        </FigureCard>
        <FigureCard
          id="final-decision"
          title={t('figures.finalDecision.title')}
          definition={t('figures.finalDecision.definition')}
        >
          <DurationValues stat={figures.final_decision_days.all} heading={t('figures.all')} />
          <DurationValues
            stat={figures.final_decision_days.without_desk}
            heading={t('figures.withoutDesk')}
          />
        </FigureCard>
        <FigureCard
          id="acceptance"
          title={t('figures.acceptance.title')}
          definition={t('figures.acceptance.definition', {
            accepted: decisions.accepted,
            decided: decisions.decided,
          })}
        >
          <FigureValues
            values={[
              {
                label: t('figures.acceptance.title'),
                value: formatShare(decisions.acceptance_rate, language),
              },
            ]}
          />
        </FigureCard>
        <FigureCard
          id="desk-rejection"
          title={t('figures.deskRejection.title')}
          definition={t('figures.deskRejection.definition', {
            count: decisions.desk_rejected,
            decided: decisions.decided,
          })}
        >
          <FigureValues
            values={[
              {
                label: t('figures.deskRejection.title'),
                value: formatShare(decisions.desk_rejection_rate, language),
              },
            ]}
          />
        </FigureCard>
        <FigureCard
          id="publication"
          title={t('figures.publication.title')}
          definition={t('figures.publication.definition')}
        >
          <DurationValues stat={figures.publication_days} />
        </FigureCard>
        <FigureCard
          id="invitations"
          title={t('figures.invitations.title')}
          definition={t('figures.invitations.definition', { sent: invitations.sent })}
        >
          <FigureValues
            values={(['accepted', 'declined', 'expired'] as const).map((outcome) => ({
              label: t(`figures.invitations.${outcome}`),
              value: formatShare(invitations[`${outcome}_share`], language),
            }))}
          />
        </FigureCard>
        <FigureCard
          id="respond"
          title={t('figures.respond.title')}
          definition={t('figures.respond.definition')}
        >
          <DurationValues stat={invitations.respond_days} />
        </FigureCard>
        <FigureCard
          id="review"
          title={t('figures.review.title')}
          definition={t('figures.review.definition')}
        >
          <DurationValues stat={invitations.review_days} />
        </FigureCard>
        <FigureCard
          id="overdue"
          title={t('figures.overdue.title')}
          definition={t('figures.overdue.definition', {
            late: invitations.reviews_late,
            submitted: invitations.reviews_submitted,
          })}
        >
          <FigureValues
            values={[
              {
                label: t('figures.overdue.title'),
                value: formatShare(invitations.overdue_share, language),
              },
            ]}
          />
        </FigureCard>
      </div>
    </section>
  );
}
