import { useTranslation } from 'react-i18next';
import { type Control } from 'react-hook-form';
import { Input } from '@colophon/shared/antd';
import { SUPPORTED_LANGUAGES, FormField } from '@colophon/shared';
import { type StepFields } from '../lib/step-fields';

/** The letter as both calls take it; a note for the editors is shorter. */
export const LETTER_LIMIT = 20_000;
export const NOTE_LIMIT = 5_000;

interface LetterAndNoteFieldsProps {
  control: Control<StepFields>;
  /** The change is a decision: a letter to the author may go with it. */
  askLetter: boolean;
  letterRequired: boolean;
  disabled: boolean;
  /** The letter's language when the template wrote it (an Urdu letter is written right to left). */
  letterLocale?: string;
}

/**
 * The two texts of a status change or decision, each saying who reads it:
 * the letter to the author and the note only the journal's editors read.
 */
export function LetterAndNoteFields({
  control,
  askLetter,
  letterRequired,
  disabled,
  letterLocale,
}: LetterAndNoteFieldsProps) {
  const { t } = useTranslation('manuscripts');
  const language = SUPPORTED_LANGUAGES.find((l) => l.code === letterLocale);
  return (
    <>
      {askLetter && (
        <FormField
          control={control}
          name="letter"
          id="workflow-letter"
          label={t('letters.letter')}
          required={letterRequired}
          extra={t('letters.letterHelp')}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 12 }}
            maxLength={LETTER_LIMIT}
            disabled={disabled}
            lang={language?.code}
            dir={language?.dir ?? 'auto'}
            autoFocus
          />
        </FormField>
      )}
      <FormField
        control={control}
        name="internal_note"
        id="workflow-internal-note"
        label={t('letters.note')}
        extra={t('letters.noteHelp')}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={NOTE_LIMIT}
          disabled={disabled}
          autoFocus={!askLetter}
        />
      </FormField>
    </>
  );
}
