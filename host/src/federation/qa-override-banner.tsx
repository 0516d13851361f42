import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@colophon/shared/antd';
import { clearOverrides, qaPolicy, readOverrides } from './qa-overrides';
import { remotesQueryOptions } from './register-remotes';

/** Visible whenever a QA override pins a section of this browser to another build. */
export function QaOverrideBanner() {
  const { t } = useTranslation('host');
  const remotes = useQuery(remotesQueryOptions);
  const policy = qaPolicy(remotes.data);
  if (!policy.enabled) return null;
  const overrides = Object.entries(readOverrides(policy));
  if (overrides.length === 0) return null;
  const reset = () => {
    clearOverrides();
    window.location.reload();
  };
  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="status"
      title={t('qaOverride.title')}
      description={overrides.map(([section, url]) => (
        <div key={section}>{t('qaOverride.pinned', { section, url })}</div>
      ))}
      action={
        <Button size="small" onClick={reset}>
          {t('qaOverride.reset')}
        </Button>
      }
    />
  );
}
