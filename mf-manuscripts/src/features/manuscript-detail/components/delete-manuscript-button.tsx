import { useTranslation } from 'react-i18next';
import { useNavigate } from '@colophon/shared/router';
import { App, Button, DeleteOutlined } from '@colophon/shared/antd';
import { formatManuscriptId, useNotify } from '@colophon/shared';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useDeleteManuscript } from '../api/delete-manuscript';

/** Deletes the manuscript and its files behind a confirmation, then returns to the list. */
export function DeleteManuscriptButton({ manuscript }: { manuscript: ManuscriptDetail }) {
  const { t } = useTranslation('manuscripts');
  const { modal } = App.useApp();
  const notify = useNotify();
  const navigate = useNavigate();
  const remove = useDeleteManuscript();

  const confirm = () =>
    modal.confirm({
      title: t('delete.title', { id: formatManuscriptId(manuscript.id) }),
      content: t('delete.content', { title: manuscript.title }),
      okText: t('delete.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: { danger: true },
      // The dialog stays open, and cannot be dismissed, until the call settles.
      onOk: () =>
        remove.mutateAsync(manuscript.id).then(
          () => {
            notify.success(t('delete.success'));
            navigate('/manuscripts');
          },
          () => notify.error(t('delete.failure')),
        ),
    });

  return (
    <Button danger icon={<DeleteOutlined />} onClick={confirm} disabled={remove.isPending}>
      {t('delete.button')}
    </Button>
  );
}
