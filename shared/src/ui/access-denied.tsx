import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Result } from '@colophon/shared/antd';
import { type Permission } from '@colophon/shared/contracts';
import { useCan } from '../stores/use-can';
import { ButtonLink } from './button-link';

export interface AccessDeniedProps {
  /** The way back; defaults to the dashboard, which every signed-in user may open. */
  back?: { to: string; label: string };
}

/**
 * The one "You don't have access to this page" screen: what a direct URL to a
 * screen the user's roles do not allow shows, instead of a list or form that
 * would only fail (403) once used. The host's route guard and the sections'
 * own pages both render it.
 */
export function AccessDenied({ back }: AccessDeniedProps) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('access.deniedTitle')}</h1>}
      subTitle={t('access.deniedHint')}
      extra={
        <ButtonLink to={back?.to ?? '/dashboard'} type="primary">
          {back?.label ?? t('access.backToDashboard')}
        </ButtonLink>
      }
    />
  );
}

export interface RequirePermissionProps extends AccessDeniedProps {
  /** The rule of PERMISSIONS the page needs (the one the API checks for it). */
  permission: Permission;
  children: ReactNode;
}

/** The page when the signed-in user has `permission`, the access screen otherwise. */
export function RequirePermission({ permission, back, children }: RequirePermissionProps) {
  return useCan(permission) ? <>{children}</> : <AccessDenied back={back} />;
}
