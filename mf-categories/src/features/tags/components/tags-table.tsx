import { useTranslation } from 'react-i18next';
import {
  Button,
  EditOutlined,
  Flex,
  Tag as Chip,
  type TableColumnsType,
} from '@colophon/shared/antd';
import { ListTable } from '@colophon/shared';
import type { Paginated, Tag } from '@colophon/shared/contracts';
import { DeleteTagButton } from './delete-tag-button';

interface TagsTableProps {
  result: Paginated<Tag> | undefined;
  loading: boolean;
  page: number;
  perPage: number;
  onPageChange: (page: number, perPage: number) => void;
  emptyText: string;
  canManage: boolean;
  onEdit: (tag: Tag) => void;
  onMerge: (tag: Tag) => void;
}

/** The tags with their usage; editors and administrators get edit, merge and delete. */
export function TagsTable({ canManage, onEdit, onMerge, ...list }: TagsTableProps) {
  const { t } = useTranslation('categories');
  const columns: TableColumnsType<Tag> = [
    {
      title: t('tags.columns.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string, tag) => (
        <Chip color={tag.color ?? undefined} style={{ marginInlineEnd: 0 }}>
          {name}
        </Chip>
      ),
    },
    { title: t('columns.slug'), dataIndex: 'slug', key: 'slug' },
    {
      title: t('tags.columns.description'),
      dataIndex: 'description',
      key: 'description',
      render: (text: string | null) => text ?? '—',
    },
    {
      title: t('columns.manuscripts'),
      dataIndex: 'manuscripts_count',
      key: 'manuscripts',
      align: 'end',
    },
    { title: t('columns.journals'), dataIndex: 'journals_count', key: 'journals', align: 'end' },
    ...(canManage
      ? [
          {
            title: t('columns.actions'),
            key: 'actions',
            render: (_: unknown, tag: Tag) => (
              <Flex gap={4}>
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('tags.actions.editNamed', { name: tag.name })}
                  title={t('actions.edit')}
                  onClick={() => onEdit(tag)}
                />
                <Button
                  size="small"
                  type="link"
                  onClick={() => onMerge(tag)}
                  aria-label={t('tags.actions.mergeNamed', { name: tag.name })}
                >
                  {t('tags.actions.merge')}
                </Button>
                <DeleteTagButton tag={tag} />
              </Flex>
            ),
          },
        ]
      : []),
  ];
  return (
    <ListTable<Tag>
      caption={t('tags.caption')}
      columns={columns}
      totalText={(total) => t('tags.total', { count: total })}
      pageSizeOptions={[15, 30, 50, 100]}
      {...list}
    />
  );
}
