import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input } from '@colophon/shared/antd';
import { ConfirmDialog, formatManuscriptId, FieldFrame } from '@colophon/shared';

interface DeclineInvitationDialogProps {
  /** The manuscript of the invitation being declined; null: closed. */
  manuscriptId: number | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Declining asks for an optional reason (the editor sees it beside the invitation). */
export function DeclineInvitationDialog({
  manuscriptId,
  busy,
  onConfirm,
  onCancel,
}: DeclineInvitationDialogProps) {
  const { t } = useTranslation('manuscripts');
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <ConfirmDialog
      open={manuscriptId !== null}
      title={
        manuscriptId !== null &&
        t('assignments.declineTitle', { id: formatManuscriptId(manuscriptId) })
      }
      confirmText={t('assignments.decline')}
      danger
      loading={busy}
      onConfirm={() => onConfirm(reason)}
      onCancel={close}
    >
      <Form layout="vertical" component={false}>
        <FieldFrame id="decline-reason" label={t('assignments.declineReason')}>
          {(a11y) => (
            <Input.TextArea
              {...a11y}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t('assignments.declineReasonPlaceholder')}
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={5000}
              disabled={busy}
            />
          )}
        </FieldFrame>
      </Form>
    </ConfirmDialog>
  );
}
