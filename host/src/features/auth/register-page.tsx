import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

export function RegisterPage() {
  const { t } = useTranslation('host');
  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to="/login" style={{ textDecoration: 'underline' }}>
            {t('auth.register.login')}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
