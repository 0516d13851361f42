import { useTranslation } from 'react-i18next';
import { Alert } from '@colophon/shared/antd';
import { ButtonLink, PageHeader, formatManuscriptId } from '@colophon/shared';
import { ManuscriptLoader } from '../components/manuscript-loader';
import { ManuscriptForm } from '../features/manuscript-form/components/manuscript-form';

export function EditManuscriptPage() {
  const { t } = useTranslation('manuscripts');
  return (
    <ManuscriptLoader>
      {(manuscript) => {
        const texts = {
          title: t('form.editTitle'),
          subtitle: `${formatManuscriptId(manuscript.id)} · ${manuscript.title}`,
          backTo: `/manuscripts/${manuscript.id}`,
          backLabel: t('actions.backToManuscript'),
        };
        return manuscript.permissions.edit ? (
          <ManuscriptForm key={manuscript.id} mode="edit" manuscript={manuscript} {...texts} />
        ) : (
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
              action={
                <ButtonLink to={`/manuscripts/${manuscript.id}`}>{t('actions.view')}</ButtonLink>
              }
            />
          </>
        );
      }}
    </ManuscriptLoader>
  );
}
