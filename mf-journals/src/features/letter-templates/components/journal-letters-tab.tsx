import { useTranslation } from 'react-i18next';
import { Alert } from '@colophon/shared/antd';
import { LetterTemplates } from './letter-templates';

/** A journal's Letters tab: its editors-in-chief adapt the platform's letters for the journal. */
export function JournalLettersTab({ journalId }: { journalId: number }) {
  const { t } = useTranslation('journals');
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={t('letters.journalIntro')}
        style={{ marginBlockEnd: 16 }}
      />
      <LetterTemplates journalId={journalId} />
    </>
  );
}
