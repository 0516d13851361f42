import { useTranslation } from 'react-i18next';
import { Typography } from '@colophon/shared/antd';
import { type JournalCorrespondence } from '@colophon/shared/contracts';
import { scheduleSentences } from '../lib/schedule-sentences';
import { useSentenceText } from './use-sentence-text';

/** The journal's schedule read out in sentences, one per setting. */
export function ScheduleSummary({ schedule }: { schedule: JournalCorrespondence }) {
  const { t } = useTranslation('journals');
  const text = useSentenceText();
  return (
    <section aria-labelledby="reminders-schedule-title">
      <Typography.Title level={5} id="reminders-schedule-title">
        {t('reminders.scheduleTitle')}
      </Typography.Title>
      <ul data-testid="reminder-schedule" style={{ margin: 0, paddingInlineStart: 20 }}>
        {scheduleSentences(schedule).map((sentence) => (
          <li key={sentence.key} style={{ marginBlockEnd: 8 }}>
            {text(sentence)}
          </li>
        ))}
      </ul>
    </section>
  );
}
