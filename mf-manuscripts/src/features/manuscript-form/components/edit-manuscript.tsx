import { useTranslation } from 'react-i18next';
import { Alert } from '@colophon/shared/antd';
import { ButtonLink, PageHeader, formatManuscriptId } from '@colophon/shared';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { ManuscriptForm } from './manuscript-form';

/** The edit screen of a loaded manuscript: its form, or why it cannot be edited now. */
export function EditManuscript({ manuscript }: { manuscript: ManuscriptDetail }) {
  const { t } = useTranslation('manuscripts');
  const texts = {
    title: t('form.editTitle'),
    subtitle: `${formatManuscriptId(manuscript.id)} · ${manuscript.title}`,
    backTo: `/manuscripts/${manuscript.id}`,
    backLabel: t('actions.backToManuscript'),
  };
  if (manuscript.permissions.edit) {
    return <ManuscriptForm key={manuscript.id} mode="edit" manuscript={manuscript} {...texts} />;
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
