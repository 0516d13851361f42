import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EditOutlined, Flex } from '@colophon/shared/antd';
import { ErrorState, LoadingState, useCan } from '@colophon/shared';
import { useJournalTeam } from '../api/get-journal-team';
import { TeamEditor } from './team-editor';
import { TeamMembers } from './team-members';

/**
 * The Editorial team tab: the journal's editors-in-chief and associate
 * editors, or who works the journal when it names none; administrators edit it.
 */
export function JournalTeamTab({ journalId }: { journalId: number }) {
  const { t } = useTranslation('journals');
  const canManage = useCan('journals.manage');
  const team = useJournalTeam(journalId);
  const [editing, setEditing] = useState(false);

  if (team.isPending) return <LoadingState />;
  if (team.isError)
    return <ErrorState message={t('team.loadFailed')} onRetry={() => void team.refetch()} />;
  if (editing && canManage)
    return <TeamEditor journalId={journalId} team={team.data} onDone={() => setEditing(false)} />;

  return (
    <>
      {canManage && (
        <Flex justify="flex-end" style={{ marginBlockEnd: 16 }}>
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('team.edit')}
          </Button>
        </Flex>
      )}
      {team.data.falls_back && (
        <Alert type="info" showIcon title={t('team.fallsBack')} style={{ marginBlockEnd: 16 }} />
      )}
      <TeamMembers
        id="team-editors-in-chief"
        title={t('team.editorsInChief')}
        members={team.data.editors_in_chief}
        fallback={t('team.noEditorsInChief')}
      />
      <TeamMembers
        id="team-associate-editors"
        title={t('team.associateEditors')}
        members={team.data.associate_editors}
        fallback={t('team.noAssociateEditors')}
      />
    </>
  );
}
