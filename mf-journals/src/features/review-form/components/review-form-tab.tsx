import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EditOutlined, Flex, Typography } from '@colophon/shared/antd';
import { EmptyState, ErrorState, LoadingState } from '@colophon/shared';
import { useJournalReviewForm } from '../api/get-review-form';
import { QuestionSummary } from './question-summary';
import { ReviewFormEditor } from './review-form-editor';

/**
 * The Review form tab: the questions the journal's reviewers answer beside
 * their rating and comments, each saying who reads the answer; administrators
 * and the journal's editors-in-chief change them.
 */
export function ReviewFormTab({ journalId }: { journalId: number }) {
  const { t } = useTranslation('journals');
  const reviewForm = useJournalReviewForm(journalId);
  const [editing, setEditing] = useState(false);

  if (reviewForm.isPending) return <LoadingState />;
  if (reviewForm.isError)
    return (
      <ErrorState message={t('reviewForm.loadFailed')} onRetry={() => void reviewForm.refetch()} />
    );
  const { data: form, meta } = reviewForm.data;
  if (editing && meta.can_edit)
    return (
      <ReviewFormEditor
        journalId={journalId}
        questions={form.questions}
        onDone={() => setEditing(false)}
      />
    );

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <Typography.Paragraph style={{ margin: 0, maxInlineSize: '60ch' }}>
          {t('reviewForm.intro')}
        </Typography.Paragraph>
        {meta.can_edit && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('reviewForm.edit')}
          </Button>
        )}
      </Flex>
      {form.questions.length === 0 ? (
        <EmptyState description={t('reviewForm.empty')} />
      ) : (
        <ol style={{ margin: 0, paddingInlineStart: 24 }} aria-label={t('reviewForm.listLabel')}>
          {form.questions.map((question) => (
            <li key={question.id} style={{ marginBlockEnd: 12 }}>
              <QuestionSummary question={question} />
            </li>
          ))}
        </ol>
      )}
      {!meta.can_edit && <Alert type="info" showIcon title={t('reviewForm.readOnly')} />}
    </Flex>
  );
}
