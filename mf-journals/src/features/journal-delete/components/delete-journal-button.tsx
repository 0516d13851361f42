import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DeleteOutlined, Tooltip, Typography } from '@colophon/shared/antd';
import { ConfirmDialog, toApiError, useNotify, VisuallyHidden } from '@colophon/shared';
import { type Journal } from '@colophon/shared/contracts';
import { useDeleteJournal } from '../api/delete-journal';

interface DeleteJournalButtonProps {
  journal: Pick<Journal, 'id' | 'title'> & Partial<Pick<Journal, 'manuscripts_count'>>;
  /** 'icon' in table rows, a labelled button in a page header. */
  variant?: 'icon' | 'button';
  /** After a successful delete (a detail page leaves for the list). */
  onDeleted?: () => void;
}

/** Deletes a journal behind a confirmation dialog; the dialog stays until the call settles. */
export function DeleteJournalButton({
  journal,
  variant = 'icon',
  onDeleted,
}: DeleteJournalButtonProps) {
  const { t } = useTranslation('journals');
  const notify = useNotify();
  const remove = useDeleteJournal();
  const [open, setOpen] = useState(false);
  const reasonId = useId();

  // mutateAsync, not mutate's callbacks: the refetched list drops this row (and this
  // button), and callbacks of an unmounted caller never run.
  const confirm = async () => {
    try {
      await remove.mutateAsync(journal.id);
    } catch (error) {
      setOpen(false);
      // 409: the journal still has manuscripts; the API says why (deactivate it instead).
      const apiError = toApiError(error);
      notify.error(
        apiError.status === 409 ? (
          <>
            <div>{t('delete.failure')}</div>
            <div>{apiError.message}</div>
          </>
        ) : (
          t('delete.failure')
        ),
      );
      return;
    }
    setOpen(false);
    notify.success(t('delete.success'));
    onDeleted?.();
  };

  const label = t('actions.deleteNamed', { title: journal.title });
  const manuscripts = journal.manuscripts_count ?? 0;
  if (manuscripts > 0) {
    // The API refuses (409) to delete a journal with manuscripts: say so before, not after.
    // A disabled <button> cannot take focus, so the focusable wrapper stands for it:
    // keyboard users reach it, hear it is unavailable and why, and see the tooltip.
    const reason = t('delete.hasManuscripts', { count: manuscripts });
    return (
      <Tooltip title={reason} trigger={['hover', 'focus']}>
        <span
          role="button"
          tabIndex={0}
          aria-disabled="true"
          aria-label={label}
          aria-describedby={reasonId}
          style={{ display: 'inline-block', cursor: 'not-allowed' }}
        >
          <Button
            size={variant === 'icon' ? 'small' : undefined}
            type={variant === 'icon' ? 'text' : undefined}
            danger
            disabled
            tabIndex={-1}
            aria-hidden
            icon={<DeleteOutlined />}
            style={{ pointerEvents: 'none' }}
          >
            {variant === 'button' ? t('actions.delete') : null}
          </Button>
          <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
        </span>
      </Tooltip>
    );
  }
  return (
    <>
      {variant === 'icon' ? (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={() => setOpen(true)}
          aria-label={label}
          title={t('actions.delete')}
        />
      ) : (
        <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)} aria-label={label}>
          {t('actions.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        danger
        loading={remove.isPending}
        title={t('delete.title')}
        description={
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('delete.content', { title: journal.title })}
          </Typography.Paragraph>
        }
        confirmText={remove.isPending ? t('common:actions.deleting') : t('delete.confirm')}
        cancelText={t('delete.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
