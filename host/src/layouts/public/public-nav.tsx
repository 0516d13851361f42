import { NavLink } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { theme } from '@colophon/shared/antd';
import { useAuthStore, ButtonLink } from '@colophon/shared';
import { PUBLIC_NAV } from './public-links';

/** Desktop public navigation. */
export function PublicNav() {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <nav
      aria-label={t('public.navLabel')}
      style={{ display: 'flex', alignItems: 'center', gap: 20 }}
    >
      {PUBLIC_NAV.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          style={({ isActive }) => ({
            color: isActive ? token.colorPrimary : token.colorText,
            fontWeight: isActive ? 600 : 400,
          })}
        >
          {t(link.labelKey)}
        </NavLink>
      ))}
      {isAuthenticated ? (
        <ButtonLink type="primary" to="/dashboard">
          {t('public.dashboard')}
        </ButtonLink>
      ) : (
        <>
          <ButtonLink to="/login">{t('public.signIn')}</ButtonLink>
          <ButtonLink type="primary" to="/register">
            {t('public.signUp')}
          </ButtonLink>
        </>
      )}
    </nav>
  );
}
