// A real SMTP server in the test process (smtp-server, nodemailer's own
// project): it keeps what it receives, refuses some recipients for good
// (550) and answers others "try again later" (451), as real servers do.
import { type AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createMailer, type MailLogger } from '../../../src/lib/mailer';

export type Received = { to: string[]; data: string };

export type SmtpOptions = { refuse?: string[]; busy?: string[] };

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

export async function startSmtp({ refuse = [], busy = [] }: SmtpOptions = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) {
        return callback(smtpError(`<${address.address}>: Recipient address rejected`, 550));
      }
      if (busy.includes(address.address)) {
        return callback(smtpError('Mailbox busy, try again later', 451));
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const quiet: MailLogger = { info: () => undefined, error: () => undefined };
  return {
    received,
    /** A mailer pointed at this server. */
    mailer: createMailer({ host: '127.0.0.1', port, from: 'Colophon <c@colophon.test>' }, quiet),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message as its recipient's mail program reads it. */
export async function readMail(received: Received) {
  const parsed = await simpleParser(received.data);
  return { to: received.to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
}
