import { useTranslation } from 'react-i18next';
import { type Control } from 'react-hook-form';
import { Alert, Button, DateInput, Flex, Select, Spin, Typography } from '@colophon/shared/antd';
import { SUPPORTED_LANGUAGES, FieldFrame, FormField } from '@colophon/shared';
import { type LetterLocale } from '@colophon/shared/contracts';
import { type StepFields } from '../lib/step-fields';
import { type useLetterDraft } from '../hooks/use-letter-draft';

interface LetterToolsProps {
  control: Control<StepFields>;
  letter: ReturnType<typeof useLetterDraft>;
  /** Revisions: the due date shows. */
  askRevision: boolean;
  disabled: boolean;
}

/** Language and due date side by side, each on its own line on a phone. */
const FIELD_STYLE = { flex: '1 1 200px', minInlineSize: 0 } as const;

/** Today as the date picker holds it (local day): no earlier day can be due. */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * Above the letter box: the letter's language and, for revisions, the due
 * date (each writes the letter again), whether the template's letter is on
 * its way or failed, and the question before an edited letter is replaced.
 */
export function LetterTools({ control, letter, askRevision, disabled }: LetterToolsProps) {
  const { t } = useTranslation('manuscripts');
  return (
    <>
      <Flex gap="middle" wrap align="start">
        <FieldFrame
          id="letter-locale"
          label={t('decisionLetters.language')}
          extra={t('decisionLetters.languageHelp')}
          layout="vertical"
          itemProps={{ style: FIELD_STYLE }}
        >
          {(a11y) => (
            <Select<LetterLocale>
              {...a11y}
              value={letter.locale}
              onChange={letter.setLocale}
              disabled={disabled}
              options={SUPPORTED_LANGUAGES.map((language) => ({
                value: language.code,
                label: <span lang={language.code}>{language.nativeName}</span>,
              }))}
            />
          )}
        </FieldFrame>
        {askRevision && (
          <FormField
            control={control}
            name="revision_due"
            id="workflow-revision-due"
            label={t('decisionLetters.due')}
            extra={t('decisionLetters.dueHelp')}
            itemProps={{ style: FIELD_STYLE }}
            render={(field, a11y) => (
              <DateInput
                {...a11y}
                value={field.value || letter.dueDay}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={today()}
                allowClear={false}
                disabled={disabled}
                style={{ inlineSize: '100%' }}
              />
            )}
          />
        )}
      </Flex>
      {letter.loading && (
        <Flex gap="small" align="center" style={{ marginBlockEnd: 12 }} role="status">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('decisionLetters.drafting')}</Typography.Text>
        </Flex>
      )}
      {letter.failed && !letter.loading && (
        <Alert
          type="error"
          showIcon
          style={{ marginBlockEnd: 12 }}
          title={t('decisionLetters.draftFailed')}
          action={
            <Button size="small" onClick={letter.retry}>
              {t('decisionLetters.retry')}
            </Button>
          }
        />
      )}
      {letter.replacement !== null && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlockEnd: 12 }}
          data-testid="letter-replacement"
          title={t('decisionLetters.replaceTitle')}
          description={
            <>
              {t('decisionLetters.replaceText')}
              <Flex gap="small" wrap style={{ marginBlockStart: 8 }}>
                <Button size="small" type="primary" onClick={letter.replace} disabled={disabled}>
                  {t('decisionLetters.replace')}
                </Button>
                <Button size="small" onClick={letter.keep} disabled={disabled}>
                  {t('decisionLetters.keep')}
                </Button>
              </Flex>
            </>
          }
        />
      )}
      {letter.draft && (
        <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 4 }}>
          {t('decisionLetters.subject')}{' '}
          <bdi dir="auto" lang={letter.draft.locale}>
            {letter.draft.subject}
          </bdi>
        </Typography.Paragraph>
      )}
    </>
  );
}
