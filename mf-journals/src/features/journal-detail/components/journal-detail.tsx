import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, EditOutlined, Tabs, theme, type TabsProps } from '@colophon/shared/antd';
import { ButtonLink, PageHeader, UserText, useCan, useSearchParamsWriter } from '@colophon/shared';
import { type Journal } from '@colophon/shared/contracts';
import { useJournalManuscripts } from '../api/get-journal-manuscripts';
import { useJournalManuscriptsParams } from '../hooks/use-journal-manuscripts-params';
import { toDetailTab } from '../lib/detail-tab';
import { AdditionalDetailsTab } from './additional-details-tab';
import { JournalSummary } from './journal-summary';
import { ManuscriptsTab } from './manuscripts-tab';
import { MetricsTab } from './metrics-tab';
import { OverviewTab } from './overview-tab';
import { PoliciesTab } from './policies-tab';

/** A journal's detail: header actions, summary, five tabs and the editorial team (the tab lives in the URL). */
interface JournalDetailProps {
  journal: Journal;
  /** The header's delete button (shown to managers), composed by the page. */
  deleteAction?: ReactNode;
  /** The Editorial team tab's content, composed by the page. */
  teamTab?: ReactNode;
  /** The Reminders tab's content (staff), composed by the page; no tab without it. */
  remindersTab?: ReactNode;
  /** The Letters tab's content (the journal's letter templates), composed by the page; no tab without it. */
  lettersTab?: ReactNode;
  /** The Review form tab's content (the questions reviewers answer), composed by the page; no tab without it. */
  reviewFormTab?: ReactNode;
}

export function JournalDetail({
  journal,
  deleteAction,
  teamTab,
  remindersTab,
  lettersTab,
  reviewFormTab,
}: JournalDetailProps) {
  const { t } = useTranslation('journals');
  const { token } = theme.useToken();
  const canManage = useCan('journals.manage');
  // Admin notes are internal: staff only.
  const isStaff = useCan('journals.staffView');
  const [searchParams, write] = useSearchParamsWriter();
  const tab = toDetailTab(searchParams.get('tab'));
  // The same query as the Manuscripts tab: its count shows on the tab before it is opened.
  const { params } = useJournalManuscriptsParams();
  const manuscripts = useJournalManuscripts(journal.id, params);
  const count = manuscripts.data?.meta.total;

  const selectTab = (key: string) =>
    write(
      (next) => {
        // Each tab starts on its first page: paging belongs to the Manuscripts tab only.
        const perPage = next.get('per_page');
        for (const name of [...next.keys()]) next.delete(name);
        if (key !== 'overview') next.set('tab', key);
        if (key === 'manuscripts' && perPage) next.set('per_page', perPage);
      },
      { replace: true },
    );

  const items: TabsProps['items'] = [
    { key: 'overview', label: t('tabs.overview'), children: <OverviewTab journal={journal} /> },
    { key: 'metrics', label: t('tabs.metrics'), children: <MetricsTab journal={journal} /> },
    { key: 'policies', label: t('tabs.policies'), children: <PoliciesTab journal={journal} /> },
    {
      key: 'details',
      label: t('tabs.details'),
      children: <AdditionalDetailsTab journal={journal} showAdminNotes={isStaff} />,
    },
    {
      key: 'manuscripts',
      label: (
        <span>
          {t('tabs.manuscripts')}{' '}
          {count !== undefined && (
            <Badge
              count={count}
              showZero
              overflowCount={9999}
              color={count > 0 ? token.colorPrimary : token.colorTextQuaternary}
              title={t('tabs.manuscriptsCount', { count })}
            />
          )}
        </span>
      ),
      children: <ManuscriptsTab journal={journal} />,
    },
    { key: 'team', label: t('tabs.team'), children: teamTab },
    ...(remindersTab
      ? [{ key: 'reminders', label: t('reminders.tab'), children: remindersTab }]
      : []),
    ...(lettersTab ? [{ key: 'letters', label: t('letters.tab'), children: lettersTab }] : []),
    ...(reviewFormTab
      ? [{ key: 'review-form', label: t('reviewForm.tab'), children: reviewFormTab }]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={<UserText>{journal.title}</UserText>}
        subtitle={
          journal.abbreviation || journal.publisher ? (
            <UserText>
              {[journal.abbreviation, journal.publisher].filter(Boolean).join(' · ')}
            </UserText>
          ) : undefined
        }
        back="/journals"
        backLabel={t('actions.backToJournals')}
        extra={
          canManage && (
            <>
              <ButtonLink to={`/journals/${journal.id}/edit`} icon={<EditOutlined />}>
                {t('actions.edit')}
              </ButtonLink>
              {deleteAction}
            </>
          )
        }
      />
      <JournalSummary journal={journal} />
      <Card>
        <Tabs activeKey={tab} onChange={selectTab} items={items} destroyOnHidden />
      </Card>
    </>
  );
}
