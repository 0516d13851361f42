import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, Select } from '@colophon/shared/antd';
import { ConfirmDialog, FormField } from '@colophon/shared';
import {
  DISCUSSION_BODY_MAX,
  DISCUSSION_FILE_FIELD,
  DISCUSSION_SUBJECT_MAX,
  discussionCreateSchema,
  type DiscussionCreateInput,
  type DiscussionCreateValues,
  type DiscussionTarget,
} from '@colophon/shared/contracts';
import { useDialogForm } from '../../../hooks/use-dialog-form';
import { useStartDiscussion } from '../api/start-discussion';
import { useAttachment } from '../hooks/use-attachment';
import { targetLabel, targetValue } from '../lib/labels';
import { AttachmentField } from './attachment-field';

interface NewDiscussionDialogProps {
  manuscriptId: number;
  /** Whom the reader may write to (the API's list, named as the policy allows). */
  targets: DiscussionTarget[];
  open: boolean;
  onClose: () => void;
  onStarted: (threadId: number) => void;
}

const FIELDS = ['kind', 'subject', 'body'] as const;

/** A new thread: with whom, a subject and the first message, with an optional file. */
export function NewDiscussionDialog(props: NewDiscussionDialogProps) {
  const { manuscriptId, targets, open, onClose, onStarted } = props;
  const { t } = useTranslation('manuscripts');
  const start = useStartDiscussion();
  const attachment = useAttachment();
  const [progress, setProgress] = useState<number | null>(null);
  // One possible addressee (an author, a reviewer) is chosen already.
  const only = targets.length === 1 ? targets[0] : undefined;
  const { form, send, close } = useDialogForm<DiscussionCreateValues, DiscussionCreateInput>({
    resolver: zodResolver(discussionCreateSchema),
    defaultValues: {
      kind: only?.kind,
      invitation_id: only?.invitation_id ?? null,
      subject: '',
      body: '',
    },
    submit: async (discussion) => {
      try {
        const thread = await start.mutateAsync({
          manuscriptId,
          discussion,
          file: attachment.file,
          onProgress: attachment.file ? setProgress : undefined,
        });
        onStarted(thread.id);
      } finally {
        setProgress(null);
      }
    },
    // The reviewer's invitation is chosen in the "with" field.
    serverErrors: {
      mode: 'first',
      fields: (key) => (key === 'invitation_id' ? 'kind' : FIELDS.find((field) => field === key)),
      shouldFocus: false,
    },
    success: t('discussions.form.started'),
    failure: t('discussions.form.failed'),
    onClose,
    check: () => attachment.error === undefined,
    onReset: attachment.clear,
    onError: ({ unmapped }) => {
      const fileMessage = unmapped[DISCUSSION_FILE_FIELD]?.[0];
      if (fileMessage) attachment.setError(fileMessage);
    },
  });
  const kind = form.watch('kind');
  const invitationId = form.watch('invitation_id');
  const chosen = kind
    ? targetValue({ kind, invitation_id: typeof invitationId === 'number' ? invitationId : null })
    : undefined;

  return (
    <ConfirmDialog
      open={open}
      title={t('discussions.form.title')}
      confirmText={t('discussions.form.start')}
      loading={start.isPending}
      onConfirm={send}
      onCancel={close}
    >
      <Form layout="vertical" component={false}>
        <FormField
          control={form.control}
          name="kind"
          id="discussion-with"
          label={t('discussions.form.with')}
          required
          render={(field, a11y) => (
            <Select
              {...a11y}
              value={chosen}
              placeholder={t('discussions.form.withPlaceholder')}
              onBlur={field.onBlur}
              onChange={(value: string) => {
                const target = targets.find((item) => targetValue(item) === value);
                if (!target) return;
                field.onChange(target.kind);
                form.setValue('invitation_id', target.invitation_id);
              }}
              options={targets.map((target) => ({
                value: targetValue(target),
                label: targetLabel(target, t),
              }))}
            />
          )}
        />
        <FormField
          control={form.control}
          name="subject"
          id="discussion-subject"
          label={t('discussions.form.subject')}
          required
        >
          <Input maxLength={DISCUSSION_SUBJECT_MAX} />
        </FormField>
        <FormField
          control={form.control}
          name="body"
          id="discussion-body"
          label={t('discussions.form.message')}
          required
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={DISCUSSION_BODY_MAX} />
        </FormField>
        <AttachmentField
          id="discussion-file"
          attachment={attachment}
          progress={progress}
          disabled={start.isPending}
        />
      </Form>
    </ConfirmDialog>
  );
}
