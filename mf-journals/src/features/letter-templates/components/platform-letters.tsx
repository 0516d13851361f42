import { useTranslation } from 'react-i18next';
import { Card } from '@colophon/shared/antd';
import { ErrorState, PageHeader, useCan } from '@colophon/shared';
import { LetterTemplates } from './letter-templates';

/** /letter-templates: administrators edit the letters every journal starts with. */
export function PlatformLetters() {
  const { t } = useTranslation('journals');
  // Administrators only (the same roles the API allows for the platform's letters).
  const isAdmin = useCan('journals.manage');
  return (
    <>
      <PageHeader title={t('letters.pageTitle')} subtitle={t('letters.pageSubtitle')} />
      <Card>
        {isAdmin ? (
          <LetterTemplates journalId={null} />
        ) : (
          <ErrorState message={t('letters.forbidden')} />
        )}
      </Card>
    </>
  );
}
