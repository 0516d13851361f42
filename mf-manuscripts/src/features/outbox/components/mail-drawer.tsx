import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@colophon/shared/router';
import { Alert, Descriptions, Drawer, Skeleton, Typography } from '@colophon/shared/antd';
import { ErrorState, formatManuscriptId, isRtl } from '@colophon/shared';
import { type OutboxMail } from '@colophon/shared/contracts';
import { templateKeyOf } from '../lib/mail-labels';
import { MailDate } from './mail-date';
import { MailStateTag } from './mail-state-tag';

interface MailDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The mail to show (undefined while it loads). */
  mail: OutboxMail | undefined;
  loading?: boolean;
  /** Shown instead of the mail when it could not be loaded. */
  error?: ReactNode;
}

/** One mail as its recipient got it: who, when, how it went, and its text (never a sensitive one's). */
export function MailDrawer({ open, onClose, mail, loading = false, error }: MailDrawerProps) {
  const { t, i18n } = useTranslation('manuscripts');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={isRtl(i18n.language) ? 'left' : 'right'}
      size="min(640px, 100vw)"
      title={mail ? <span dir="auto">{mail.subject}</span> : t('outbox.drawer.title')}
      closable={{ 'aria-label': t('outbox.drawer.close') }}
    >
      {error ?? (loading || !mail ? <Skeleton active /> : <MailDetails mail={mail} />)}
    </Drawer>
  );
}

function MailDetails({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation('manuscripts');
  const items = [
    {
      key: 'to',
      label: t('outbox.drawer.to'),
      // Each part isolated: an Urdu name beside a Latin address keeps its brackets in place.
      children: (
        <span style={{ overflowWrap: 'anywhere' }}>
          {mail.recipient_name && <bdi>{mail.recipient_name}</bdi>}{' '}
          <bdi dir="ltr">{mail.recipient_name ? `<${mail.address}>` : mail.address}</bdi>
        </span>
      ),
    },
    {
      key: 'state',
      label: t('outbox.columns.state'),
      children: <MailStateTag state={mail.state} />,
    },
    {
      key: 'template',
      label: t('outbox.columns.template'),
      children: t(templateKeyOf(mail.template_key)),
    },
    {
      key: 'language',
      label: t('outbox.drawer.language'),
      children: t(`outbox.languages.${mail.locale}`, mail.locale),
    },
    {
      key: 'manuscript',
      label: t('outbox.columns.manuscript'),
      children:
        mail.manuscript_id === null ? (
          '—'
        ) : (
          <Link to={`/manuscripts/${mail.manuscript_id}`}>
            {formatManuscriptId(mail.manuscript_id)}
          </Link>
        ),
    },
    {
      key: 'written',
      label: t('outbox.drawer.written'),
      children: <MailDate value={mail.created_at} />,
    },
    {
      key: 'sent',
      label: mail.state === 'kept' ? t('outbox.drawer.kept') : t('outbox.drawer.sent'),
      children: <MailDate value={mail.sent_at} />,
    },
    { key: 'attempts', label: t('outbox.drawer.attempts'), children: mail.attempts },
  ];
  return (
    <>
      {mail.state === 'kept' && (
        <Alert
          type="info"
          showIcon
          title={t('outbox.drawer.keptNote')}
          style={{ marginBlockEnd: 16 }}
        />
      )}
      {mail.error && (
        <Alert
          type={mail.state === 'failed' ? 'error' : 'warning'}
          showIcon
          title={mail.state === 'failed' ? t('outbox.drawer.failed') : t('outbox.drawer.retrying')}
          description={<code style={{ overflowWrap: 'anywhere' }}>{mail.error}</code>}
          style={{ marginBlockEnd: 16 }}
        />
      )}
      <Descriptions column={1} size="small" bordered items={items} />
      <Typography.Title level={3} style={{ fontSize: 16, marginBlock: '24px 8px' }}>
        {t('outbox.drawer.body')}
      </Typography.Title>
      {mail.body === null ? (
        <Alert type="warning" showIcon title={t('outbox.drawer.hidden')} />
      ) : (
        <div
          dir="auto"
          tabIndex={0}
          aria-label={t('outbox.drawer.body')}
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'inherit',
            padding: 12,
            borderRadius: 6,
            background: 'var(--ant-color-fill-quaternary, rgba(0,0,0,0.02))',
            border: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
          }}
        >
          {mail.body}
        </div>
      )}
    </>
  );
}

/** The drawer's text when the mail could not be read. */
export function MailLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('manuscripts');
  return <ErrorState message={t('outbox.drawer.loadFailed')} onRetry={onRetry} />;
}
