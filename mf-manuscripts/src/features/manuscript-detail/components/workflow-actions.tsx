import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  CheckCircleOutlined,
  CloseCircleOutlined,
  BookOutlined,
  Flex,
  MinusCircleOutlined,
  SendOutlined,
  TeamOutlined,
  Typography,
  UndoOutlined,
  UploadOutlined,
} from '@colophon/shared/antd';
import { StatusBadge, toApiError, useNotify } from '@colophon/shared';
import { type ManuscriptStatus } from '@colophon/shared/contracts';
import { manuscriptDetailKeys } from '../api/query-keys';
import { failureText } from '../../../lib/failure-text';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useChangeStatus } from '../api/change-status';
import { awaitsRevision, workflowActions, type WorkflowAction } from '../lib/workflow-actions';
import { StatusChangeDialog } from './status-change-dialog';

const ICONS: Partial<Record<ManuscriptStatus, ReactNode>> = {
  submitted: <SendOutlined />,
  under_review: <TeamOutlined />,
  revision_requested: <UndoOutlined />,
  accepted: <CheckCircleOutlined />,
  published: <BookOutlined />,
  rejected: <CloseCircleOutlined />,
  withdrawn: <MinusCircleOutlined />,
};

interface WorkflowActionsProps {
  manuscript: ManuscriptDetail;
  onUploadRevision: () => void;
}

/** Exactly the steps the server allows this reader now, each confirmed with notes. */
export function WorkflowActions({ manuscript, onUploadRevision }: WorkflowActionsProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const change = useChangeStatus();
  const [pending, setPending] = useState<WorkflowAction | null>(null);
  const [notes, setNotes] = useState('');
  const actions = workflowActions(manuscript.allowed_transitions);
  const canUpload = manuscript.permissions.upload_revision;

  const open = (action: WorkflowAction) => {
    setNotes('');
    setPending(action);
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      const moved = await change.mutateAsync({ manuscript, status: pending.status, notes });
      notify.success(t('workflow.success', { status: t(`statuses.${moved.status}`) }));
      setPending(null);
    } catch (error) {
      const apiError = toApiError(error);
      notify.error(failureText(apiError, t('workflow.failure')));
      // Someone else moved it meanwhile (409), or the step is no longer allowed (422): show the current state.
      if (apiError.status === 409 || apiError.status === 422) {
        setPending(null);
        await queryClient.invalidateQueries({
          queryKey: manuscriptDetailKeys.detail(manuscript.id),
        });
      }
    }
  };

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('workflow.title')}
        </Typography.Title>
      }
      style={{ marginBlockEnd: 16 }}
    >
      <Flex vertical gap="small">
        <Typography.Text>
          {t('workflow.current')} <StatusBadge status={manuscript.status} />
        </Typography.Text>
        {awaitsRevision(manuscript.status) && (
          <Typography.Text type="secondary">
            {canUpload ? t('workflow.uploadToContinue') : t('workflow.waitingForRevision')}
          </Typography.Text>
        )}
        <Flex wrap gap="small">
          {actions.map((action) => (
            <Button
              key={action.status}
              type={action.primary ? 'primary' : 'default'}
              danger={action.danger}
              icon={ICONS[action.status]}
              onClick={() => open(action)}
            >
              {t(`workflow.actions.${action.status}`)}
            </Button>
          ))}
          {canUpload && (
            <Button
              icon={<UploadOutlined />}
              type={awaitsRevision(manuscript.status) ? 'primary' : 'default'}
              onClick={onUploadRevision}
            >
              {t('revisions.upload')}
            </Button>
          )}
        </Flex>
        {actions.length === 0 && !canUpload && (
          <Typography.Text type="secondary">{t('workflow.none')}</Typography.Text>
        )}
      </Flex>
      <StatusChangeDialog
        manuscriptId={manuscript.id}
        action={pending}
        notes={notes}
        onNotesChange={setNotes}
        busy={change.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
