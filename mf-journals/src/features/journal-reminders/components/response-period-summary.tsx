import { useTranslation } from 'react-i18next';
import { Typography } from '@colophon/shared/antd';
import { INVITATION_RESPONSE_DEFAULT } from '@colophon/shared/contracts';

/** The response period in a sentence: when the next alternate reviewer is invited. */
export function useResponsePeriodText(days: number | null | undefined): string {
  const { t } = useTranslation('journals');
  return t('alternates.sentence', { count: days ?? INVITATION_RESPONSE_DEFAULT });
}

/** The journal's invitation response period, read out beside its reminders. */
export function ResponsePeriodSummary({ days }: { days: number | null | undefined }) {
  const { t } = useTranslation('journals');
  const text = useResponsePeriodText(days);
  return (
    <section aria-labelledby="response-period-title" data-testid="response-period">
      <Typography.Title level={5} id="response-period-title">
        {t('alternates.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0, maxInlineSize: '60ch' }}>
        {text}
      </Typography.Paragraph>
    </section>
  );
}
