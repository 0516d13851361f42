import { useTranslation } from 'react-i18next';
import { Button, Typography } from '@colophon/shared/antd';
import { type MergeField } from '@colophon/shared/contracts';
import { mergeToken } from '../lib/insert-at-cursor';
import { fieldKey } from '../lib/letter-groups';

interface MergeFieldsProps {
  fields: readonly MergeField[];
  onInsert: (field: MergeField) => void;
}

/** The letter's merge fields, each a button that writes it where the cursor was. */
export function MergeFields({ fields, onInsert }: MergeFieldsProps) {
  const { t } = useTranslation('journals');
  return (
    <section aria-labelledby="letter-fields-title">
      <Typography.Title level={5} id="letter-fields-title" style={{ marginBlockStart: 0 }}>
        {t('letters.fieldsTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('letters.fieldsHint')}</Typography.Paragraph>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {fields.map((field) => (
          <li key={field} style={{ marginBlockEnd: 8 }}>
            <Button
              size="small"
              type="dashed"
              // Merge fields read left to right in every language.
              dir="ltr"
              style={{ fontFamily: 'monospace' }}
              aria-label={t('letters.insertField', { field: mergeToken(field) })}
              // Keeps the cursor in the text: a mouse press would move focus to the button first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(field)}
            >
              {mergeToken(field)}
            </Button>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t(`letters.fields.${fieldKey(field)}`)}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
