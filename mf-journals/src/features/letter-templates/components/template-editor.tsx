import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Col, Flex, Form, Row, SaveOutlined, UndoOutlined } from '@colophon/shared/antd';
import { confirmDialog, useNotify, useUnsavedChanges, applyServerErrors } from '@colophon/shared';
import {
  type MailTemplate,
  type MailTemplateText,
  mailTemplateTextSchema,
  type MergeField,
} from '@colophon/shared/contracts';
import { type LetterLevel } from '../api/get-letter-template';
import { useRevertLetterTemplate } from '../api/revert-letter-template';
import { useSaveLetterTemplate } from '../api/save-letter-template';
import { insertAtCursor, mergeToken } from '../lib/insert-at-cursor';
import { LETTER_FIELD_IDS, LetterTextFields, type TextField } from './letter-text-fields';
import { LetterPreview } from './letter-preview';
import { MergeFields } from './merge-fields';
import { TemplateStatus } from './template-status';

const TEXT_FIELDS: readonly TextField[] = ['subject', 'body'];

interface TemplateEditorProps {
  level: LetterLevel;
  template: MailTemplate;
}

/**
 * One letter in one language: subject and body checked with the shared
 * schema, merge fields written where the cursor was, the server's refusals
 * (an unknown merge field) at their field, revert with confirmation, preview.
 */
export function TemplateEditor({ level, template }: TemplateEditorProps) {
  const { t } = useTranslation('journals');
  const notify = useNotify();
  const save = useSaveLetterTemplate();
  const revert = useRevertLetterTemplate();
  const form = useForm<MailTemplateText>({
    resolver: zodResolver(mailTemplateTextSchema),
    defaultValues: { subject: template.subject, body: template.body },
  });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChanges(isDirty && !isSubmitting);
  // Where the editor's cursor was last: a merge field goes there.
  const cursor = useRef<{ name: TextField; start: number | null; end: number | null }>({
    name: 'body',
    start: null,
    end: null,
  });
  const own = template.source === (level.journalId === null ? 'platform' : 'journal');

  const insert = (field: MergeField) => {
    const { name, start, end } = cursor.current;
    const next = insertAtCursor(form.getValues(name), mergeToken(field), start, end);
    form.setValue(name, next.text, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    cursor.current = { name, start: next.caret, end: next.caret };
    const element = document.getElementById(LETTER_FIELD_IDS[name]) as
      HTMLInputElement | HTMLTextAreaElement | null;
    element?.focus();
    element?.setSelectionRange(next.caret, next.caret);
  };

  /** A 422 of the text: its messages at subject and body. True when the form took them. */
  const showTextErrors = (error: unknown) =>
    applyServerErrors(form.setError, error, { mode: 'all', fields: TEXT_FIELDS }).applied.length >
    0;

  const onSave = async (text: MailTemplateText) => {
    guard.release();
    try {
      const saved = await save.mutateAsync({ level, text });
      form.reset({ subject: saved.subject, body: saved.body });
      notify.success(t('letters.saved'));
    } catch (error) {
      guard.resume();
      if (showTextErrors(error)) notify.error(t('common:messages.validationErrors'));
      else notify.error(t('letters.saveFailed'));
    }
  };

  const onRevert = async () => {
    const confirmed = await confirmDialog({
      title: t('letters.revertTitle'),
      content: t('letters.revertContent', { language: t(`letters.languages.${level.locale}`) }),
      confirmText: t('letters.revertConfirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      const reverted = await revert.mutateAsync(level);
      form.reset({ subject: reverted.subject, body: reverted.body });
      notify.success(t('letters.reverted'));
    } catch {
      notify.error(t('letters.revertFailed'));
    }
  };

  const readText = async () => ((await form.trigger()) ? form.getValues() : null);

  return (
    <>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={16}>
          <form
            onSubmit={(event) => void form.handleSubmit(onSave)(event)}
            noValidate
            aria-label={t('letters.editLabel')}
          >
            <Form layout="vertical" component={false}>
              <TemplateStatus template={template} />
              <LetterTextFields
                control={form.control}
                locale={level.locale}
                onCursor={(name, start, end) => (cursor.current = { name, start, end })}
              />
              <Flex justify="flex-end" gap="small" wrap>
                {own && (
                  <Button
                    icon={<UndoOutlined />}
                    onClick={() => void onRevert()}
                    loading={revert.isPending}
                    danger
                  >
                    {t('letters.revert')}
                  </Button>
                )}
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SaveOutlined />}
                  loading={isSubmitting}
                >
                  {t('letters.save')}
                </Button>
              </Flex>
            </Form>
          </form>
        </Col>
        <Col xs={24} lg={8}>
          <MergeFields fields={template.fields} onInsert={insert} />
        </Col>
      </Row>
      <div style={{ marginBlockStart: 16 }}>
        <LetterPreview level={level} readText={readText} onTextErrors={showTextErrors} />
      </div>
    </>
  );
}
