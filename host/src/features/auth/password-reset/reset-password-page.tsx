// /reset-password?token=…: the page the reset mail links to. The token is
// posted with the new password (never on opening: a mail scanner prefetching
// the link must not use it up); a bad, used or expired link says so and
// offers a new one.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@colophon/shared/antd';
import { AuthCard } from '../auth-card';
import { PASSWORD_RESET_NAMESPACE } from './locales/register';
import { ResetPasswordForm, type ResetOutcome } from './reset-password-form';

type State = { kind: 'form' } | ResetOutcome;

const LINK = { fontWeight: 600, textDecoration: 'underline' } as const;

export function ResetPasswordPage() {
  const { t } = useTranslation(PASSWORD_RESET_NAMESPACE);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'form' } : { kind: 'link-failed', message: t('reset.noToken') },
  );
  const result = useRef<HTMLDivElement>(null);

  // The outcome replaces the form: keyboard and screen-reader users land on it.
  useEffect(() => {
    if (state.kind !== 'form') result.current?.focus();
  }, [state.kind]);

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t(state.kind === 'link-failed' ? 'reset.linkRule' : 'reset.subtitle')}
      footer={
        // Once done, the answer's own link is the way on.
        state.kind !== 'done' && (
          <Link to="/login" style={{ textDecoration: 'underline' }}>
            {t('backToSignIn')}
          </Link>
        )
      }
    >
      {state.kind === 'form' && <ResetPasswordForm token={token} onOutcome={setState} />}
      {state.kind !== 'form' && (
        <div ref={result} tabIndex={-1} style={{ outline: 'none' }}>
          {state.kind === 'done' ? (
            <>
              <Alert type="success" showIcon role="status" title={t('reset.done')} />
              <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
                <Link to="/login" replace style={LINK}>
                  {t('reset.signIn')}
                </Link>
              </p>
            </>
          ) : (
            <>
              <Alert type="error" showIcon role="alert" title={state.message} />
              <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
                <Link to="/forgot-password" style={LINK}>
                  {t('reset.askAgain')}
                </Link>
              </p>
            </>
          )}
        </div>
      )}
    </AuthCard>
  );
}
