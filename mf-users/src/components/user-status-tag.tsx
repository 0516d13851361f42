import { useTranslation } from 'react-i18next';
import { Tag } from '@colophon/shared/antd';

/** 'Active' or 'Deleted' from the soft-delete marker. */
export function UserStatusTag({ deletedAt }: { deletedAt: string | null }) {
  const { t } = useTranslation('users');
  return deletedAt ? (
    <Tag color="error">{t('status.deleted')}</Tag>
  ) : (
    <Tag color="success">{t('status.active')}</Tag>
  );
}
