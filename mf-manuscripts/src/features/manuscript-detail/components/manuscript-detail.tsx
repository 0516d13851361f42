import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Card,
  EditOutlined,
  Flex,
  Tabs,
  Typography,
  type TabsProps,
} from '@colophon/shared/antd';
import {
  ButtonLink,
  LtrText,
  PageHeader,
  StatusBadge,
  UserText,
  formatManuscriptId,
  formatVersion,
  useTabParam,
} from '@colophon/shared';
import { type ManuscriptDetail as Manuscript } from '../../../lib/manuscript';
import { AuthorsTab } from './authors-tab';
import { DeleteManuscriptButton } from './delete-manuscript-button';
import { OverviewTab } from './overview-tab';
import { ReviewsTab } from './reviews-tab';
import { RevisionsTab } from './revisions-tab';
import { UploadRevisionDialog } from './upload-revision-dialog';
import { WorkflowActions } from './workflow-actions';

const TABS = ['overview', 'authors', 'revisions', 'reviews'] as const;
type TabKey = (typeof TABS)[number];

/** A tab of another feature (discussions, mail…), composed by the page: features never import each other. */
export interface ExtraTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface ManuscriptDetailProps {
  manuscript: Manuscript;
  /** Tabs after the four of the detail, in this order. */
  extraTabs?: readonly ExtraTab[];
}

/** One manuscript: header with its actions, the workflow card and its tabs (tab in the URL). */
export function ManuscriptDetail({ manuscript, extraTabs = [] }: ManuscriptDetailProps) {
  const { t } = useTranslation('manuscripts');
  const { tab, selectTab } = useTabParam<string>([...TABS, ...extraTabs.map((extra) => extra.key)]);
  const [uploading, setUploading] = useState(false);
  const { permissions } = manuscript;

  /** A tab's name, with the number of its entries where it lists some. */
  const label = (key: TabKey, entries?: readonly unknown[]) => (
    <>
      {t(`tabs.${key}`)}
      {entries && (
        <Badge count={entries.length} showZero color="gray" style={{ marginInlineStart: 6 }} />
      )}
    </>
  );
  const items: TabsProps['items'] = [
    {
      key: 'overview',
      label: label('overview'),
      children: <OverviewTab manuscript={manuscript} />,
    },
    {
      key: 'authors',
      label: label('authors', manuscript.authors),
      children: <AuthorsTab authors={manuscript.authors} />,
    },
    {
      key: 'revisions',
      label: label('revisions', manuscript.revisions),
      children: <RevisionsTab manuscript={manuscript} onUpload={() => setUploading(true)} />,
    },
    {
      key: 'reviews',
      label: label('reviews', manuscript.reviews),
      children: <ReviewsTab manuscript={manuscript} />,
    },
    ...extraTabs,
  ];

  return (
    <>
      <PageHeader
        title={<UserText>{manuscript.title}</UserText>}
        subtitle={
          <Flex component="span" gap="small" align="center" wrap>
            <Typography.Text strong>
              <LtrText>{formatManuscriptId(manuscript.id)}</LtrText>
            </Typography.Text>
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
        <Tabs activeKey={tab} onChange={selectTab} items={items} />
      </Card>
      <UploadRevisionDialog
        manuscriptId={manuscript.id}
        open={uploading}
        onClose={() => setUploading(false)}
      />
    </>
  );
}
