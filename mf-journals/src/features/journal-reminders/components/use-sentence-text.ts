import { useTranslation } from 'react-i18next';
import { type ScheduleSentence } from '../lib/schedule-sentences';

/** One sentence of the schedule in the reader's language ("Remind reviewers 7 days before …"). */
export function useSentenceText() {
  const { t } = useTranslation('journals');
  return (sentence: ScheduleSentence) =>
    t(`reminders.sentences.${sentence.key}`, {
      count: sentence.count,
      ...(sentence.every !== undefined
        ? { every: t('reminders.sentences.every', { count: sentence.every }) }
        : {}),
    });
}
