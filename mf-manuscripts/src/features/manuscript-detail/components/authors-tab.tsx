import { useTranslation } from 'react-i18next';
import { Table, Tag, type TableColumnsType } from '@colophon/shared/antd';
import { EmptyState, LtrText, UserText, VisuallyHidden, userText } from '@colophon/shared';
import { type ManuscriptAuthor } from '@colophon/shared/contracts';

/** The authors in their order; the corresponding one marked; ORCID linked. */
export function AuthorsTab({ authors }: { authors: readonly ManuscriptAuthor[] }) {
  const { t } = useTranslation('manuscripts');
  const sorted = [...authors].sort((a, b) => a.author_order - b.author_order);
  const columns: TableColumnsType<ManuscriptAuthor> = [
    { title: t('authors.order'), dataIndex: 'author_order', key: 'order', width: 72 },
    {
      title: t('authors.name'),
      key: 'name',
      render: (_, author) => (
        <>
          <UserText>{author.name}</UserText>
          {author.is_corresponding && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('authors.corresponding')}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: t('authors.email'),
      dataIndex: 'email',
      key: 'email',
      render: (email: string) => (
        <a href={`mailto:${email}`}>
          <LtrText>{email}</LtrText>
        </a>
      ),
    },
    {
      title: t('authors.institution'),
      key: 'institution',
      render: (_, a) => userText([a.institution, a.department].filter(Boolean).join(' · ')),
    },
    {
      title: t('authors.orcid'),
      dataIndex: 'orcid',
      key: 'orcid',
      render: (orcid: string | null) =>
        orcid ? (
          <a href={`https://orcid.org/${orcid}`} target="_blank" rel="noopener noreferrer">
            <LtrText>{orcid}</LtrText>
          </a>
        ) : (
          '—'
        ),
    },
    {
      title: t('authors.account'),
      key: 'account',
      render: (_, a) => (a.user ? userText(a.user.name) : t('authors.noAccount')),
    },
  ];
  return (
    <Table<ManuscriptAuthor>
      rowKey="id"
      caption={<VisuallyHidden>{t('authors.caption')}</VisuallyHidden>}
      columns={columns}
      dataSource={sorted}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState description={t('authors.empty')} /> }}
    />
  );
}
