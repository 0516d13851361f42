import { useTranslation } from 'react-i18next';
import { dateFormat } from '@colophon/shared';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** When a mail was written or sent: date and time in the panel's language ('—' without one). */
export function MailDate({ value }: { value: string | null }) {
  const { i18n } = useTranslation();
  if (!value) return <>—</>;
  const date = new Date(value);
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {dateFormat(i18n.language, DATE_TIME).format(date)}
    </time>
  );
}
