import { useTranslation } from 'react-i18next';
import { Flex, Segmented, Select, Tag } from '@colophon/shared/antd';
import {
  confirmDiscardChanges,
  ErrorState,
  hasUnsavedChanges,
  LoadingState,
  toApiError,
  useLanguage,
  useSearchParamsWriter,
} from '@colophon/shared';
import {
  MAIL_TEMPLATE_LOCALES,
  type MailTemplateKey,
  type MailTemplateLocale,
} from '@colophon/shared/contracts';
import { useLetterTemplate } from '../api/get-letter-template';
import { useLetterTemplates } from '../api/get-letter-templates';
import { LETTER_GROUPS } from '../lib/letter-groups';
import { toLetterLocale, toTemplateKey } from '../lib/letter-params';
import { TemplateEditor } from './template-editor';

/**
 * The letters of a journal (or of the platform: null): pick a letter and a
 * language, edit it. The choice lives in the URL (?letter=…&lang=…).
 */
export function LetterTemplates({ journalId }: { journalId: number | null }) {
  const { t } = useTranslation('journals');
  const panelLanguage = useLanguage();
  const [params, write] = useSearchParamsWriter();
  const templateKey = toTemplateKey(params.get('letter'));
  const locale = toLetterLocale(params.get('lang'), panelLanguage);
  const level = { journalId, templateKey, locale };
  const list = useLetterTemplates(journalId);
  const template = useLetterTemplate(level);

  const choose = async (next: { letter?: MailTemplateKey; lang?: MailTemplateLocale }) => {
    if (hasUnsavedChanges() && !(await confirmDiscardChanges())) return;
    write(
      (merged) => {
        merged.set('letter', next.letter ?? templateKey);
        merged.set('lang', next.lang ?? locale);
      },
      { replace: true },
    );
  };

  if (list.isError) {
    const forbidden = toApiError(list.error).status === 403;
    return (
      <ErrorState
        message={t(forbidden ? 'letters.forbidden' : 'letters.loadFailed')}
        onRetry={forbidden ? undefined : () => void list.refetch()}
      />
    );
  }
  const sourceOf = (key: MailTemplateKey) =>
    list.data?.find((s) => s.key === key && s.locale === locale)?.source;

  return (
    <>
      <Flex gap="middle" wrap align="center" style={{ marginBlockEnd: 16 }}>
        <Select<MailTemplateKey>
          aria-label={t('letters.template')}
          value={templateKey}
          onChange={(letter) => void choose({ letter })}
          style={{ flex: '1 1 280px', maxWidth: 420 }}
          loading={list.isPending}
          options={LETTER_GROUPS.map(({ group, keys }) => ({
            label: t(`letters.groups.${group}`),
            title: t(`letters.groups.${group}`),
            options: keys.map((key) => ({
              value: key,
              title: t(`letters.keys.${key}`),
              label: (
                <Flex justify="space-between" gap="small">
                  <span>{t(`letters.keys.${key}`)}</span>
                  {sourceOf(key) && sourceOf(key) !== 'built_in' && (
                    <Tag
                      color={sourceOf(key) === 'journal' ? 'blue' : 'purple'}
                      style={{ marginInlineEnd: 0 }}
                    >
                      {t(`letters.sourceShort.${sourceOf(key)}`)}
                    </Tag>
                  )}
                </Flex>
              ),
            })),
          }))}
        />
        <Segmented<MailTemplateLocale>
          aria-label={t('letters.language')}
          value={locale}
          onChange={(lang) => void choose({ lang })}
          options={MAIL_TEMPLATE_LOCALES.map((code) => ({
            value: code,
            label: <span lang={code}>{t(`letters.languages.${code}`)}</span>,
          }))}
        />
      </Flex>
      {template.isPending ? (
        <LoadingState />
      ) : template.isError ? (
        <ErrorState message={t('letters.loadFailed')} onRetry={() => void template.refetch()} />
      ) : (
        // A new letter or language starts a fresh form.
        <TemplateEditor key={`${templateKey}-${locale}`} level={level} template={template.data} />
      )}
    </>
  );
}
