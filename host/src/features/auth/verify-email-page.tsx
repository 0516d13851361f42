// /verify-email?token=…: the page the verification mail links to. It posts the
// token (a GET would let mail scanners verify by prefetching) and shows the result.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Spin } from '@colophon/shared/antd';
import { toApiError, useAuthStore } from '@colophon/shared';
import { AuthCard } from './auth-card';
import { verifyEmailRequest } from './auth-api';

type State = { kind: 'working' } | { kind: 'verified' } | { kind: 'failed'; message: string };

export function VerifyEmailPage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useAuthStore((s) => s.user !== null);
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    // Once per page: React's development double effect must not post twice.
    if (started.current) return;
    started.current = true;
    if (!token) {
      setState({ kind: 'failed', message: t('auth.verifyEmail.invalid') });
      return;
    }
    verifyEmailRequest(token)
      .then(() => setState({ kind: 'verified' }))
      .catch((error: unknown) => {
        const { status, errors } = toApiError(error);
        const message = status === null ? t('auth.errors.network') : errors.token?.[0];
        setState({ kind: 'failed', message: message ?? t('auth.verifyEmail.invalid') });
      });
  }, [token, t]);

  return (
    <AuthCard
      title={t('auth.verifyEmail.title')}
      subtitle={t('auth.verifyEmail.subtitle')}
      footer={
        <Link to={signedIn ? '/dashboard' : '/login'} style={{ textDecoration: 'underline' }}>
          {signedIn ? t('auth.verifyEmail.toDashboard') : t('auth.verifyEmail.toLogin')}
        </Link>
      }
    >
      <div aria-live="polite">
        {state.kind === 'working' && (
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Spin size="small" />
            <span>{t('auth.verifyEmail.working')}</span>
          </div>
        )}
        {state.kind === 'verified' && (
          <Alert type="success" showIcon title={t('auth.verifyEmail.verified')} />
        )}
        {state.kind === 'failed' && <Alert type="error" showIcon title={state.message} />}
      </div>
    </AuthCard>
  );
}
