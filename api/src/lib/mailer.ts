// Outgoing e-mail, as the outbox's deliverer hands it over (modules/mail).
// With SMTP configured the message goes out through nodemailer and the
// outcome is `sent`, or `failed` with the server's answer; without SMTP
// nothing is sent, the outcome is `kept` (the mail stays readable in the
// panel's outbox) and a development machine also logs it. Sending never
// throws: the outbox records what happened instead.
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** What became of one message; `permanent` when the server refused it for good (5xx). */
export type MailOutcome =
  { status: 'sent' } | { status: 'kept' } | { status: 'failed'; error: string; permanent: boolean };

export type MailLogger = {
  info: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

export type SmtpSettings = {
  /** SMTP_URL (smtp://user:pass@host:port or smtps://…), or the parts below. */
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  password?: string;
  /** MAIL_FROM, the sender address. */
  from: string;
};

const DEFAULT_FROM = 'Colophon <no-reply@colophon.test>';

/** The SMTP settings in `env`, or null when none are given (mail is then only logged). */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | null {
  const from = env.MAIL_FROM || DEFAULT_FROM;
  if (env.SMTP_URL) return { url: env.SMTP_URL, from };
  if (!env.SMTP_HOST) return null;
  const port = Number(env.SMTP_PORT);
  return {
    host: env.SMTP_HOST,
    port: Number.isInteger(port) && port > 0 ? port : 587,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from,
  };
}

// A server that never answers must not hold the job for minutes (nodemailer's own waits are 2 and 10).
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function createTransport(settings: SmtpSettings): Transporter {
  if (settings.url) return nodemailer.createTransport({ url: settings.url, ...TIMEOUTS });
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    ...TIMEOUTS,
  });
}

/** The server's own answer when it gave one (`550 5.1.1 <x@y>: Recipient refused`), else the error. */
function failureOf(error: unknown): Extract<MailOutcome, { status: 'failed' }> {
  const smtp = error as { response?: unknown; responseCode?: unknown; message?: unknown };
  const text =
    typeof smtp.response === 'string' && smtp.response
      ? smtp.response
      : typeof smtp.message === 'string'
        ? smtp.message
        : String(error);
  const code = typeof smtp.responseCode === 'number' ? smtp.responseCode : 0;
  return { status: 'failed', error: text.slice(0, 1000), permanent: code >= 500 && code < 600 };
}

const consoleLogger: MailLogger = {
  info: (obj, msg) => console.info(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};

/** A mailer bound to one configuration (tests build their own; the app uses `sendMail`). */
export function createMailer(settings: SmtpSettings | null, log: MailLogger = consoleLogger) {
  let transport: Transporter | null = null;
  return async function send(message: MailMessage): Promise<MailOutcome> {
    if (!settings) {
      if (process.env.NODE_ENV !== 'production') {
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'mail (no SMTP configured, kept in the outbox)',
        );
      }
      return { status: 'kept' };
    }
    try {
      transport ??= createTransport(settings);
      await transport.sendMail({ from: settings.from, ...message });
      return { status: 'sent' };
    } catch (error) {
      log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
      return failureOf(error);
    }
  };
}

let defaultMailer: ReturnType<typeof createMailer> | null = null;
let defaultLogger: MailLogger = consoleLogger;

/** Routes the default mailer's log lines to the app's logger (called once at start). */
export function setMailLogger(log: MailLogger) {
  defaultLogger = log;
  defaultMailer = null;
}

/** Sends with the settings of the process environment; see the file comment. */
export function sendMail(message: MailMessage): Promise<MailOutcome> {
  defaultMailer ??= createMailer(smtpSettingsFromEnv(), defaultLogger);
  return defaultMailer(message);
}
