import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@colophon/shared';
import { type SectionName } from '@colophon/shared/contracts';
import { rolloutPolicyQueryOptions } from '../../api/rollout-policy';
import { RolloutPolicyForm } from './rollout-policy-form';

/** The Rollout policy tab: the section's policy (the default until changed), editable. */
export function RolloutPolicyEditor({ section }: { section: SectionName }) {
  const { t } = useTranslation('host');
  const policy = useQuery(rolloutPolicyQueryOptions(section));
  if (policy.isPending) return <LoadingState />;
  if (policy.isError) {
    return (
      <ErrorState message={t('releases.policy.loadFailed')} onRetry={() => void policy.refetch()} />
    );
  }
  return <RolloutPolicyForm section={section} initial={policy.data} />;
}
