import { useTranslation } from 'react-i18next';
import { type AnalyticsFigures } from '@colophon/shared/contracts';
import { invitationsModel } from '../lib/chart-model';
import { ChartPanel, type ChartView } from './chart-panel';

/** What became of the reviewer invitations: a bar per outcome. */
export function InvitationsChart({
  invitations,
  initialView,
}: {
  invitations: AnalyticsFigures['invitations'];
  initialView?: ChartView;
}) {
  const { t } = useTranslation('analytics');
  return (
    <ChartPanel
      id="analytics-invitations"
      title={t('charts.invitations.title')}
      caption={t('charts.invitations.caption')}
      model={invitationsModel(invitations, t)}
      type="bar"
      fileName={t('charts.invitations.file')}
      initialView={initialView}
    />
  );
}
