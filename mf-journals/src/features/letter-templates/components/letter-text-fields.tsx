import { type SyntheticEvent } from 'react';
import { type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@colophon/shared/antd';
import { FormField } from '@colophon/shared';
import { type MailTemplateLocale, type MailTemplateText } from '@colophon/shared/contracts';
import { letterDir } from '../lib/letter-groups';

export type TextField = keyof MailTemplateText;
export const LETTER_FIELD_IDS: Record<TextField, string> = {
  subject: 'letter-subject',
  body: 'letter-body',
};

interface LetterTextFieldsProps {
  control: Control<MailTemplateText>;
  locale: MailTemplateLocale;
  /** Where the cursor (or selection) of a field is, whenever it moves or the field is left. */
  onCursor: (name: TextField, start: number | null, end: number | null) => void;
}

/** The letter's subject and body, written in the letter's language and direction. */
export function LetterTextFields({ control, locale, onCursor }: LetterTextFieldsProps) {
  const { t } = useTranslation('journals');
  const dir = letterDir(locale);
  // Each line takes the direction of its first letter: a line of Urdu reads right to left, a
  // line holding only a merge field or a block tag ({{#if reviews}}) left to right.
  const bidi = dir === 'rtl' ? ({ unicodeBidi: 'plaintext' } as const) : undefined;
  const remember =
    (name: TextField) => (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onCursor(name, event.currentTarget.selectionStart, event.currentTarget.selectionEnd);

  return (
    <>
      <FormField
        name="subject"
        control={control}
        id={LETTER_FIELD_IDS.subject}
        label={t('letters.subject')}
        required
        render={(field, a11y) => (
          <Input
            {...a11y}
            {...field}
            dir={dir}
            style={bidi}
            lang={locale}
            onSelect={remember('subject')}
            onBlur={(event) => {
              remember('subject')(event);
              field.onBlur();
            }}
          />
        )}
      />
      <FormField
        name="body"
        control={control}
        id={LETTER_FIELD_IDS.body}
        label={t('letters.body')}
        required
        render={(field, a11y) => (
          <Input.TextArea
            {...a11y}
            {...field}
            dir={dir}
            style={bidi}
            lang={locale}
            autoSize={{ minRows: 12, maxRows: 28 }}
            onSelect={remember('body')}
            onBlur={(event) => {
              remember('body')(event);
              field.onBlur();
            }}
          />
        )}
      />
    </>
  );
}
