import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { t } = useTranslation('host');
  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to="/register" style={{ textDecoration: 'underline' }}>
            {t('auth.login.register')}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
