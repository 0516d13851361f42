// Outgoing e-mail. With SMTP configured the message goes out through
// nodemailer; without it nothing is sent and the message is logged, so a
// development machine shows the link a user would have received. Sending
// never throws to the caller: a notification or a verification mail that
// cannot be delivered must not fail the request that caused it.
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

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

function createTransport(settings: SmtpSettings): Transporter {
  if (settings.url) return nodemailer.createTransport(settings.url);
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
  });
}

const consoleLogger: MailLogger = {
  info: (obj, msg) => console.info(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};

/** A mailer bound to one configuration (tests build their own; the app uses `sendMail`). */
export function createMailer(settings: SmtpSettings | null, log: MailLogger = consoleLogger) {
  let transport: Transporter | null = null;
  return async function send(message: MailMessage): Promise<{ sent: boolean }> {
    if (!settings) {
      if (process.env.NODE_ENV !== 'production') {
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          'mail (no SMTP configured, not sent)',
        );
      }
      return { sent: false };
    }
    try {
      transport ??= createTransport(settings);
      await transport.sendMail({ from: settings.from, ...message });
      return { sent: true };
    } catch (error) {
      log.error({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
      return { sent: false };
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
export function sendMail(message: MailMessage): Promise<{ sent: boolean }> {
  defaultMailer ??= createMailer(smtpSettingsFromEnv(), defaultLogger);
  return defaultMailer(message);
}
