import { useTranslation } from 'react-i18next';
import { Table, Typography } from '@colophon/shared/antd';
import { UserText } from '@colophon/shared';
import { type JournalTeamMember } from '@colophon/shared/contracts';

interface TeamMembersProps {
  /** Heading id: the table is named by it. */
  id: string;
  title: string;
  members: JournalTeamMember[];
  /** What happens when the team names nobody in this role. */
  fallback: string;
}

/** One role of the team: each member's name and e-mail, or who works the journal instead. */
export function TeamMembers({ id, title, members, fallback }: TeamMembersProps) {
  const { t } = useTranslation('journals');
  return (
    <section aria-labelledby={id} style={{ marginBlockEnd: 24 }}>
      <Typography.Title level={5} id={id}>
        {title}
      </Typography.Title>
      {members.length === 0 ? (
        <Typography.Text type="secondary">{fallback}</Typography.Text>
      ) : (
        <Table<JournalTeamMember>
          size="small"
          rowKey="id"
          pagination={false}
          aria-labelledby={id}
          dataSource={members}
          columns={[
            {
              key: 'name',
              title: t('team.columns.name'),
              render: (_, member) => <UserText>{member.name}</UserText>,
            },
            {
              key: 'email',
              title: t('team.columns.email'),
              render: (_, member) => (
                <a href={`mailto:${member.email}`} dir="ltr">
                  {member.email}
                </a>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
