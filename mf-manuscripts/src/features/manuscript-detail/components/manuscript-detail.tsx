import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@colophon/shared/router';
import { Badge, Card, EditOutlined, Flex, Tabs, Typography } from '@colophon/shared/antd';
import {
  ButtonLink,
  PageHeader,
  StatusBadge,
  formatManuscriptId,
  formatVersion,
} from '@colophon/shared';
import { type ManuscriptDetail as Manuscript } from '../../../types/manuscript';
import { AuthorsTab } from './authors-tab';
import { DeleteManuscriptButton } from './delete-manuscript-button';
import { OverviewTab } from './overview-tab';
import { ReviewsTab } from './reviews-tab';
import { RevisionsTab } from './revisions-tab';
import { UploadRevisionDialog } from './upload-revision-dialog';
import { WorkflowActions } from './workflow-actions';

const TABS = ['overview', 'authors', 'revisions', 'reviews'] as const;
type TabKey = (typeof TABS)[number];

const count = (n: number) => (
  <Badge count={n} showZero color="gray" style={{ marginInlineStart: 6 }} />
);

/** One manuscript: header with its actions, the workflow card and four tabs (tab in the URL). */
export function ManuscriptDetail({ manuscript }: { manuscript: Manuscript }) {
  const { t } = useTranslation('manuscripts');
  const [params, setParams] = useSearchParams();
  const [uploading, setUploading] = useState(false);
  const requested = params.get('tab') as TabKey | null;
  const tab: TabKey = requested && TABS.includes(requested) ? requested : 'overview';
  const { permissions } = manuscript;

  const selectTab = (key: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (key === 'overview') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={manuscript.title}
        subtitle={
          <Flex component="span" gap="small" align="center" wrap>
            <Typography.Text strong>{formatManuscriptId(manuscript.id)}</Typography.Text>
            <Typography.Text type="secondary">{formatVersion(manuscript.version)}</Typography.Text>
            <StatusBadge status={manuscript.status} />
          </Flex>
        }
        back="/manuscripts"
        backLabel={t('actions.backToManuscripts')}
        extra={
          <>
            {permissions.edit && (
              <ButtonLink to={`/manuscripts/${manuscript.id}/edit`} icon={<EditOutlined />}>
                {t('actions.edit')}
              </ButtonLink>
            )}
            {permissions.delete && <DeleteManuscriptButton manuscript={manuscript} />}
          </>
        }
      />
      <WorkflowActions manuscript={manuscript} onUploadRevision={() => setUploading(true)} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={selectTab}
          items={[
            {
              key: 'overview',
              label: t('tabs.overview'),
              children: <OverviewTab manuscript={manuscript} />,
            },
            {
              key: 'authors',
              label: (
                <>
                  {t('tabs.authors')}
                  {count(manuscript.authors.length)}
                </>
              ),
              children: <AuthorsTab authors={manuscript.authors} />,
            },
            {
              key: 'revisions',
              label: (
                <>
                  {t('tabs.revisions')}
                  {count(manuscript.revisions.length)}
                </>
              ),
              children: (
                <RevisionsTab
                  manuscriptId={manuscript.id}
                  revisions={manuscript.revisions}
                  canUpload={permissions.upload_revision}
                  onUpload={() => setUploading(true)}
                />
              ),
            },
            {
              key: 'reviews',
              label: (
                <>
                  {t('tabs.reviews')}
                  {count(manuscript.reviews.length)}
                </>
              ),
              children: (
                <ReviewsTab
                  manuscriptId={manuscript.id}
                  reviews={manuscript.reviews}
                  canReview={permissions.review}
                />
              ),
            },
          ]}
        />
      </Card>
      <UploadRevisionDialog
        manuscriptId={manuscript.id}
        open={uploading}
        onClose={() => setUploading(false)}
      />
    </>
  );
}
