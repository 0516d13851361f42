import { useTranslation } from 'react-i18next';
import {
  MailOutlined,
  PhoneOutlined,
  EnvironmentOutlined,
  Typography,
} from '@colophon/shared/antd';

/** Placeholder contact details (the spec's footer and drawer show placeholder-like ones). */
export function ContactBlock() {
  const { t } = useTranslation('host');
  const email = t('public.contactEmail');
  return (
    <address style={{ fontStyle: 'normal', display: 'flex', flexDirection: 'column', gap: 6 }}>
      <Typography.Text strong>{t('public.contactTitle')}</Typography.Text>
      <span>
        <MailOutlined aria-hidden="true" /> <a href={`mailto:${email}`}>{email}</a>
      </span>
      <span>
        <PhoneOutlined aria-hidden="true" /> {t('public.contactPhone')}
      </span>
      <span>
        <EnvironmentOutlined aria-hidden="true" /> {t('public.contactAddress')}
      </span>
    </address>
  );
}
