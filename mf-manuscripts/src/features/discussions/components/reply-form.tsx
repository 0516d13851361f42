import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type z } from 'zod';
import { Button, Flex, Form, Input, SendOutlined } from '@colophon/shared/antd';
import { useNotify, applyServerErrors, FormField } from '@colophon/shared';
import {
  DISCUSSION_BODY_MAX,
  DISCUSSION_FILE_FIELD,
  discussionMessageCreateSchema,
  type DiscussionMessageCreateInput,
} from '@colophon/shared/contracts';
import { failureText } from '../../../lib/failure-text';
import { usePostDiscussionMessage } from '../api/post-discussion-message';
import { useAttachment } from '../hooks/use-attachment';
import { AttachmentField } from './attachment-field';

type Values = z.input<typeof discussionMessageCreateSchema>;

interface ReplyFormProps {
  manuscriptId: number;
  threadId: number;
}

/** The reply box: a message (the contract's schema) and an optional file. */
export function ReplyForm({ manuscriptId, threadId }: ReplyFormProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const post = usePostDiscussionMessage();
  const attachment = useAttachment();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<Values, unknown, DiscussionMessageCreateInput>({
    resolver: zodResolver(discussionMessageCreateSchema),
    defaultValues: { body: '' },
  });

  const send = form.handleSubmit(async (message) => {
    if (attachment.error) return;
    try {
      await post.mutateAsync({
        manuscriptId,
        threadId,
        message,
        file: attachment.file,
        onProgress: attachment.file ? setProgress : undefined,
      });
      form.reset({ body: '' });
      attachment.clear();
      notify.success(t('discussions.sent'));
    } catch (error) {
      const result = applyServerErrors(form.setError, error, {
        mode: 'first',
        fields: ['body'],
      });
      const fileMessage = result.unmapped[DISCUSSION_FILE_FIELD]?.[0];
      if (fileMessage) attachment.setError(fileMessage);
      notify.error(failureText(result.apiError, t('discussions.sendFailed')));
    } finally {
      setProgress(null);
    }
  });

  return (
    <Form layout="vertical" component={false}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <FormField
          control={form.control}
          name="body"
          id={`discussion-${threadId}-reply`}
          label={t('discussions.replyLabel')}
          required
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={DISCUSSION_BODY_MAX}
            disabled={post.isPending}
          />
        </FormField>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <AttachmentField
            id={`discussion-${threadId}-file`}
            attachment={attachment}
            progress={progress}
            disabled={post.isPending}
          />
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={post.isPending}>
            {t('discussions.send')}
          </Button>
        </Flex>
      </form>
    </Form>
  );
}
