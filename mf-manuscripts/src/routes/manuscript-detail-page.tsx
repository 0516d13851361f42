import { useTranslation } from 'react-i18next';
import { useParams } from '@colophon/shared/router';
import { formatManuscriptId, useCan } from '@colophon/shared';
import { parseId } from '@colophon/shared/contracts';
import { ManuscriptDetail } from '../features/manuscript-detail/components/manuscript-detail';
import { ManuscriptLoader } from '../features/manuscript-detail/components/manuscript-loader';
import { DiscussionsTab } from '../features/discussions/components/discussions-tab';
import { DiscussionsTabLabel } from '../features/discussions/components/discussions-tab-label';
import { ManuscriptMailTab } from '../features/outbox/components/manuscript-mail-tab';

export function ManuscriptDetailPage() {
  const { t } = useTranslation('manuscripts');
  const id = parseId(useParams().id);
  const canReadMail = useCan('manuscripts.viewAll');
  return (
    <ManuscriptLoader id={id} title={id === null ? t('list.title') : formatManuscriptId(id)}>
      {(manuscript) => (
        <ManuscriptDetail
          manuscript={manuscript}
          extraTabs={[
            {
              key: 'discussions',
              label: <DiscussionsTabLabel manuscriptId={manuscript.id} />,
              children: <DiscussionsTab manuscriptId={manuscript.id} />,
            },
            // The manuscript's mail is its editors' (the API refuses anyone else).
            ...(canReadMail
              ? [
                  {
                    key: 'mail',
                    label: t('outbox.tab.label'),
                    children: <ManuscriptMailTab manuscriptId={manuscript.id} />,
                  },
                ]
              : []),
          ]}
        />
      )}
    </ManuscriptLoader>
  );
}
