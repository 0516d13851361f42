import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@colophon/shared/router';
import { Alert, Button, Flex, Form, SaveOutlined, theme } from '@colophon/shared/antd';
import { useCan, useUnsavedChanges } from '@colophon/shared';
import {
  journalFormSchema,
  toJournalFormValues,
  type Journal,
  type JournalFormValues,
  type JournalPayload,
} from '@colophon/shared/contracts';
import { useSaveJournal } from '../hooks/use-save-journal';
import { JOURNAL_FORM_SECTIONS } from '../lib/form-layout';
import { JournalFormSection } from './journal-form-section';

interface JournalFormProps {
  /** The journal to edit; a new journal (with the spec's defaults) without it. */
  journal?: Journal;
}

/** The one journal form of create and edit: every field, grouped, validated by the shared schema. */
export function JournalForm({ journal }: JournalFormProps) {
  const { t } = useTranslation('journals');
  const { token } = theme.useToken();
  const isStaff = useCan('journals.staffView');
  const [initialValues] = useState(() => toJournalFormValues(journal));
  const form = useForm<JournalFormValues, unknown, JournalPayload>({
    resolver: zodResolver(journalFormSchema),
    defaultValues: initialValues,
  });
  const { isDirty, isSubmitting } = form.formState;
  const navigate = useNavigate();
  const guard = useUnsavedChanges(isDirty);
  const { save, otherErrors } = useSaveJournal({
    journal,
    initialValues,
    isStaff,
    setError: form.setError,
    guard,
  });
  const sections = JOURNAL_FORM_SECTIONS.filter((section) => !section.staffOnly || isStaff);

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-label={t(journal ? 'form.editLabel' : 'form.createLabel')}
    >
      <Form layout="vertical" component={false}>
        {otherErrors.length > 0 && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('common:messages.validationErrors')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {otherErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            }
            style={{ marginBlockEnd: 16 }}
          />
        )}
        {sections.map((section) => (
          <JournalFormSection key={section.key} section={section} control={form.control} />
        ))}
        <Flex
          justify="flex-end"
          gap="small"
          wrap
          style={{
            position: 'sticky',
            insetBlockEnd: 0,
            zIndex: 2,
            padding: '12px 0',
            background: token.colorBgLayout,
            borderBlockStart: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Button onClick={() => void guard.leave(() => void navigate('/journals'))}>
            {t('form.cancel')}
          </Button>
          {/* disabled + a busy label, not `loading`: a client validation failure flips it within a frame. */}
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} disabled={isSubmitting}>
            {isSubmitting
              ? t('common:actions.saving')
              : t(journal ? 'form.saveChanges' : 'form.create')}
          </Button>
        </Flex>
      </Form>
    </form>
  );
}
