import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  CheckCircleOutlined,
  CloseCircleOutlined,
  BookOutlined,
  CheckOutlined,
  Flex,
  MinusCircleOutlined,
  SendOutlined,
  StarOutlined,
  TeamOutlined,
  Typography,
  UndoOutlined,
  UploadOutlined,
} from '@colophon/shared/antd';
import { StatusBadge } from '@colophon/shared';
import { type ManuscriptStatus } from '@colophon/shared/contracts';
import { type ManuscriptDetail } from '../../../lib/manuscript';
import { useReader } from '../hooks/use-reader';
import { useWorkflowStep } from '../hooks/use-workflow-step';
import { awaitsRevision, workflowActions } from '../lib/workflow-actions';
import { DecisionChoice } from './decision-choice';
import { DecisionRoundSummary } from './decision-round-summary';
import { LetterTools } from './letter-tools';
import { RevisionDue } from './revision-due';
import { HandlingEditorField } from './handling-editor-field';
import { RecommendationDialog } from './recommendation-dialog';
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

/**
 * Exactly the steps the server allows this reader now: the editor-in-chief's
 * decisions (with the letter and the round's reviews to release), an associate
 * editor's recommendation, the handling editor, and the other status changes,
 * each with a note for the editors; a reviewer learns whether their review is in.
 */
export function WorkflowActions({ manuscript, onUploadRevision }: WorkflowActionsProps) {
  const { t } = useTranslation('manuscripts');
  const step = useWorkflowStep(manuscript);
  const { own, canReview } = useReader(manuscript);
  const [recommending, setRecommending] = useState(false);
  const actions = workflowActions(manuscript.allowed_transitions);
  const { upload_revision: canUpload, recommend: canRecommend } = manuscript.permissions;

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
        <HandlingEditorField manuscript={manuscript} />
        {awaitsRevision(manuscript.status) && (
          <Typography.Text type="secondary">
            {canUpload ? t('workflow.uploadToContinue') : t('workflow.waitingForRevision')}
          </Typography.Text>
        )}
        <RevisionDue dueAt={manuscript.revision_due_at} />
        <Flex wrap gap="small">
          {actions.map((action) => (
            <Button
              key={action.status}
              type={action.primary ? 'primary' : 'default'}
              danger={action.danger}
              icon={ICONS[action.status]}
              onClick={() => step.open(action)}
            >
              {t(`workflow.actions.${action.status}`)}
            </Button>
          ))}
          {canRecommend && (
            <Button icon={<StarOutlined />} onClick={() => setRecommending(true)}>
              {t('recommendation.open')}
            </Button>
          )}
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
        {own.submitted ? (
          <Flex vertical gap={4} data-testid="review-submitted">
            <Typography.Text strong>
              <CheckOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
              {t('reviews.submitted')}
            </Typography.Text>
            <Typography.Text type="secondary">{t('workflow.reviewSubmittedHelp')}</Typography.Text>
          </Flex>
        ) : canReview ? (
          <Typography.Text type="secondary">{t('workflow.reviewInTab')}</Typography.Text>
        ) : (
          actions.length === 0 &&
          !canUpload &&
          !canRecommend && <Typography.Text type="secondary">{t('workflow.none')}</Typography.Text>
        )}
      </Flex>
      <StatusChangeDialog
        manuscriptId={manuscript.id}
        action={step.pending}
        form={step.form}
        rules={step.rules}
        choice={
          step.choice && (
            <DecisionChoice
              choices={step.letterChoices}
              value={step.choice}
              onChange={step.chooseDecision}
              disabled={step.busy}
            />
          )
        }
        letterTools={
          step.choice && (
            <LetterTools
              control={step.form.control}
              letter={step.letter}
              askRevision={step.rules.askRevision}
              disabled={step.busy}
            />
          )
        }
        letterLocale={step.choice ? step.letter.locale : undefined}
        before={
          step.releasing && (
            <DecisionRoundSummary
              round={step.round}
              loading={step.rounds.isPending}
              failed={step.rounds.isError}
              onRetry={() => void step.rounds.refetch()}
              decisions={step.decisions}
              accepting={step.accepting}
              choices={step.choices}
              onChange={step.choose}
              disabled={step.busy}
            />
          )
        }
        busy={step.busy}
        waiting={step.waiting}
        onConfirm={step.confirm}
        onCancel={step.close}
      />
      <RecommendationDialog
        manuscriptId={manuscript.id}
        open={recommending}
        onClose={() => setRecommending(false)}
      />
    </Card>
  );
}
