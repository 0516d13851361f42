import { useTranslation } from 'react-i18next';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { Col, Input, Row, Select } from '@colophon/shared/antd';
import {
  MANUSCRIPT_FORM_TYPES,
  type ManuscriptFormValues,
  type ManuscriptSummary,
} from '@colophon/shared/contracts';
import { errorAria, FormField } from '../../../components/form-field';
import { JournalSelect } from './journal-select';

type TextName = 'title' | 'keywords' | 'doi';

interface ContentFieldsProps {
  /** Submission notes are asked on create only. */
  withNotes: boolean;
  currentJournal?: ManuscriptSummary['journal'];
}

/** Title, abstract, journal, keywords, type, DOI and (on create) submission notes. */
export function ContentFields({ withNotes, currentJournal }: ContentFieldsProps) {
  const { t } = useTranslation('manuscripts');
  const { control, getValues } = useFormContext<ManuscriptFormValues>();
  const { errors } = useFormState({ control });
  const error = (name: keyof ManuscriptFormValues) => errors[name]?.message as string | undefined;

  // An edited manuscript may carry a type the form does not offer (case_study): keep it choosable.
  const initialType = getValues('manuscript_type');
  const types: readonly string[] =
    initialType && !(MANUSCRIPT_FORM_TYPES as readonly string[]).includes(initialType)
      ? [...MANUSCRIPT_FORM_TYPES, initialType]
      : MANUSCRIPT_FORM_TYPES;

  const text = (
    name: TextName,
    props: { placeholder?: string; extra?: string; required?: boolean; ltr?: boolean },
  ) => (
    <FormField
      label={t(`form.${name}`)}
      htmlFor={`manuscript-${name}`}
      error={error(name)}
      required={props.required}
      extra={props.extra}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            id={`manuscript-${name}`}
            ref={field.ref}
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={props.placeholder}
            dir={props.ltr ? 'ltr' : undefined}
            status={error(name) ? 'error' : undefined}
            {...errorAria(`manuscript-${name}`, error(name))}
          />
        )}
      />
    </FormField>
  );

  return (
    <Row gutter={16}>
      <Col span={24}>{text('title', { required: true })}</Col>
      <Col span={24}>
        <FormField
          label={t('form.abstract')}
          htmlFor="manuscript-abstract"
          error={error('abstract')}
          required
        >
          <Controller
            control={control}
            name="abstract"
            render={({ field }) => (
              <Input.TextArea
                id="manuscript-abstract"
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoSize={{ minRows: 5, maxRows: 14 }}
                status={error('abstract') ? 'error' : undefined}
                {...errorAria('manuscript-abstract', error('abstract'))}
              />
            )}
          />
        </FormField>
      </Col>
      <Col xs={24} md={12}>
        <FormField
          label={t('form.journal')}
          htmlFor="manuscript-journal_id"
          error={error('journal_id')}
          required
        >
          <Controller
            control={control}
            name="journal_id"
            render={({ field }) => (
              <JournalSelect
                id="manuscript-journal_id"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error('journal_id')}
                current={currentJournal}
              />
            )}
          />
        </FormField>
      </Col>
      <Col xs={24} md={12}>
        <FormField
          label={t('form.manuscript_type')}
          htmlFor="manuscript-manuscript_type"
          error={error('manuscript_type')}
        >
          <Controller
            control={control}
            name="manuscript_type"
            render={({ field }) => (
              <Select
                id="manuscript-manuscript_type"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={types.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              />
            )}
          />
        </FormField>
      </Col>
      <Col xs={24} md={12}>
        {text('keywords', { extra: t('form.keywordsHint') })}
      </Col>
      <Col xs={24} md={12}>
        {text('doi', { placeholder: '10.1000/xyz123', ltr: true })}
      </Col>
      {withNotes && (
        <Col span={24}>
          <FormField
            label={t('form.submission_notes')}
            htmlFor="manuscript-submission_notes"
            error={error('submission_notes')}
            extra={t('form.submissionNotesHint')}
          >
            <Controller
              control={control}
              name="submission_notes"
              render={({ field }) => (
                <Input.TextArea
                  id="manuscript-submission_notes"
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  autoSize={{ minRows: 3, maxRows: 8 }}
                />
              )}
            />
          </FormField>
        </Col>
      )}
    </Row>
  );
}
