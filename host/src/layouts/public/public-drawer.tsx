import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Divider, Drawer } from '@colophon/shared/antd';
import { isRtl } from '@colophon/shared';
import { Brand } from '../../components/brand';
import { ContactBlock } from './contact-block';
import { PUBLIC_DRAWER } from './public-links';

interface PublicDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Mobile public menu: the main pages plus the contact block. */
export function PublicDrawer({ open, onClose }: PublicDrawerProps) {
  const { t, i18n } = useTranslation('host');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={isRtl(i18n.language) ? 'left' : 'right'}
      size={280}
      title={<Brand subtitle={false} />}
    >
      <nav aria-label={t('public.navLabel')}>
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 12,
          }}
        >
          {PUBLIC_DRAWER.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={onClose} style={{ fontSize: 16 }}>
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Divider />
      <ContactBlock />
    </Drawer>
  );
}
