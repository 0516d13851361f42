import { type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { Col, Input, Row, Select } from '@colophon/shared/antd';
import { FormField, TagPicker } from '@colophon/shared';
import {
  MANUSCRIPT_FORM_TYPES,
  type ManuscriptFormValues,
  type ManuscriptSummary,
} from '@colophon/shared/contracts';
import { JournalSelect } from './journal-select';

interface ContentFieldsProps {
  /** Submission notes are asked on create only. */
  withNotes: boolean;
  currentJournal?: ManuscriptSummary['journal'];
}

/** The control id of a content field: 'manuscript-title'. */
const idOf = (name: keyof ManuscriptFormValues) => `manuscript-${name}`;

/** Title, abstract, journal, keywords, type, DOI and (on create) submission notes. */
export function ContentFields({ withNotes, currentJournal }: ContentFieldsProps) {
  const { t } = useTranslation('manuscripts');
  const { control, getValues } = useFormContext<ManuscriptFormValues>();

  // An edited manuscript may carry a type the form does not offer (case_study): keep it choosable.
  const initialType = getValues('manuscript_type');
  const types: readonly string[] =
    initialType && !(MANUSCRIPT_FORM_TYPES as readonly string[]).includes(initialType)
      ? [...MANUSCRIPT_FORM_TYPES, initialType]
      : MANUSCRIPT_FORM_TYPES;

  const item = (
    name: Exclude<keyof ManuscriptFormValues, 'authors' | 'journal_id'>,
    input: ReactElement,
    props: { extra?: string; required?: boolean } = {},
  ) => (
    <FormField control={control} name={name} id={idOf(name)} label={t(`form.${name}`)} {...props}>
      {input}
    </FormField>
  );

  return (
    <Row gutter={16}>
      <Col span={24}>{item('title', <Input />, { required: true })}</Col>
      <Col span={24}>
        {item('abstract', <Input.TextArea autoSize={{ minRows: 5, maxRows: 14 }} />, {
          required: true,
        })}
      </Col>
      <Col xs={24} md={12}>
        <FormField
          control={control}
          name="journal_id"
          id={idOf('journal_id')}
          label={t('form.journal')}
          required
          render={(field, a11y) => (
            <JournalSelect
              a11y={a11y}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              current={currentJournal}
            />
          )}
        />
      </Col>
      <Col xs={24} md={12}>
        {item(
          'manuscript_type',
          <Select options={types.map((type) => ({ value: type, label: t(`types.${type}`) }))} />,
        )}
      </Col>
      <Col xs={24} md={12}>
        {item('keywords', <Input />, { extra: t('form.keywordsHint') })}
      </Col>
      <Col xs={24} md={12}>
        {item('doi', <Input placeholder="10.1000/xyz123" dir="ltr" />)}
      </Col>
      <Col span={24}>
        <FormField
          control={control}
          name="tag_ids"
          id={idOf('tag_ids')}
          label={t('tags.label')}
          render={(field, a11y) => (
            <TagPicker
              {...a11y}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={t('tags.pick')}
            />
          )}
        />
      </Col>
      {withNotes && (
        <Col span={24}>
          {item('submission_notes', <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />, {
            extra: t('form.submissionNotesHint'),
          })}
        </Col>
      )}
    </Row>
  );
}
