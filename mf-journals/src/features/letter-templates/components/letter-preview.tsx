import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Form, Select, Typography } from '@colophon/shared/antd';
import { toApiError, FieldFrame } from '@colophon/shared';
import { type MailTemplatePreview, type MailTemplateText } from '@colophon/shared/contracts';
import { type LetterLevel } from '../api/get-letter-template';
import { usePreviewLetter } from '../api/preview-letter';
import { usePreviewManuscripts } from '../api/search-preview-manuscripts';
import { letterDir } from '../lib/letter-groups';

interface LetterPreviewProps {
  level: LetterLevel;
  /** The form's text once it passes the form's checks (null: errors are shown at the fields). */
  readText: () => Promise<MailTemplateText | null>;
  /** A refusal of the text itself (an unknown merge field): shown at its field in the form. */
  onTextErrors: (error: unknown) => boolean;
}

/** The letter as it would go out, merged with a real manuscript the editor picks. */
export function LetterPreview({ level, readText, onTextErrors }: LetterPreviewProps) {
  const { t } = useTranslation('journals');
  const [search, setSearch] = useState('');
  const [manuscriptId, setManuscriptId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [letter, setLetter] = useState<MailTemplatePreview | null>(null);
  const manuscripts = usePreviewManuscripts(level.journalId, useDeferredValue(search));
  const preview = usePreviewLetter();

  const run = async () => {
    setProblem(null);
    if (manuscriptId === null) return setProblem(t('letters.preview.chooseFirst'));
    const text = await readText();
    if (!text) return;
    try {
      setLetter(await preview.mutateAsync({ level, manuscriptId, text }));
    } catch (error) {
      setLetter(null);
      if (onTextErrors(error)) return;
      const apiError = toApiError(error);
      setProblem(
        apiError.errors.manuscript_id?.[0] ??
          (apiError.status === null ? t('letters.preview.failed') : apiError.message),
      );
    }
  };

  return (
    <Card size="small" title={t('letters.preview.title')}>
      <Typography.Paragraph type="secondary">{t('letters.preview.hint')}</Typography.Paragraph>
      <Form layout="vertical" component={false}>
        <Flex gap="small" wrap align="flex-start">
          <div style={{ flex: '1 1 260px', minWidth: 0 }}>
            <FieldFrame
              id="letter-preview-manuscript"
              label={t('letters.preview.manuscript')}
              error={problem ?? undefined}
            >
              {(a11y) => (
                <Select<number>
                  {...a11y}
                  showSearch
                  filterOption={false}
                  onSearch={setSearch}
                  allowClear
                  value={manuscriptId ?? undefined}
                  onChange={(value) => setManuscriptId(value ?? null)}
                  status={problem ? 'error' : undefined}
                  placeholder={t('letters.preview.manuscriptPlaceholder')}
                  loading={manuscripts.isFetching}
                  notFoundContent={
                    manuscripts.isError
                      ? t('letters.preview.manuscriptsFailed')
                      : t('letters.preview.noManuscripts')
                  }
                  options={(manuscripts.data ?? []).map((m) => ({
                    value: m.id,
                    label: `#${m.id} ${m.title}`,
                  }))}
                  style={{ width: '100%' }}
                />
              )}
            </FieldFrame>
          </div>
          <Button
            onClick={() => void run()}
            loading={preview.isPending}
            style={{ marginBlockStart: 30 }}
          >
            {t('letters.preview.run')}
          </Button>
        </Flex>
      </Form>
      <div aria-live="polite">
        {letter ? (
          <article
            aria-label={t('letters.preview.result')}
            dir={letterDir(level.locale)}
            lang={level.locale}
            style={{ marginBlockStart: 8 }}
          >
            <Typography.Text type="secondary">{t('letters.subject')}</Typography.Text>
            <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
              {letter.subject}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {letter.body}
            </Typography.Paragraph>
          </article>
        ) : (
          <Typography.Text type="secondary">{t('letters.preview.empty')}</Typography.Text>
        )}
      </div>
    </Card>
  );
}
