import { useTranslation } from 'react-i18next';
import { Alert, Spin } from '@colophon/shared/antd';
import { ButtonLink, PageHeader, formatManuscriptId } from '@colophon/shared';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { ManuscriptForm } from './manuscript-form';
import { useReviewerPreferences } from '../../../lib/reviewer-preferences';

/** The edit screen of a loaded manuscript: its form, or why it cannot be edited now. */
export function EditManuscript({ manuscript }: { manuscript: ManuscriptDetail }) {
  const { t } = useTranslation('manuscripts');
  const preferences = useReviewerPreferences(manuscript.id, manuscript.permissions.edit);
  const texts = {
    title: t('form.editTitle'),
    subtitle: `${formatManuscriptId(manuscript.id)} · ${manuscript.title}`,
    backTo: `/manuscripts/${manuscript.id}`,
    backLabel: t('actions.backToManuscript'),
  };
  if (manuscript.permissions.edit) {
    // The form starts from the saved reviewer lists: wait for them (a failure leaves them as they are).
    if (preferences.isPending) {
      return <Spin aria-label={t('reviewerPreferences.loading')} />;
    }
    return (
      <ManuscriptForm
        key={manuscript.id}
        mode="edit"
        manuscript={manuscript}
        preferences={preferences.data ?? null}
        {...texts}
      />
    );
  }
  return (
    <>
      <PageHeader
        title={texts.title}
        subtitle={texts.subtitle}
        back={texts.backTo}
        backLabel={texts.backLabel}
      />
      <Alert
        type="warning"
        showIcon
        title={t('form.notEditable')}
        description={t('form.notEditableHint')}
        action={<ButtonLink to={`/manuscripts/${manuscript.id}`}>{t('actions.view')}</ButtonLink>}
      />
    </>
  );
}
