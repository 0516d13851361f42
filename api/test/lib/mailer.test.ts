import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createMailer, type MailLogger, smtpSettingsFromEnv } from '../../src/lib/mailer';

type Received = { from: string; to: string[]; data: string };

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

function recordingLogger() {
  const lines: { level: string; obj: object; msg?: string }[] = [];
  const log: MailLogger = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { log, lines };
}

describe('mailer', () => {
  it('reads SMTP settings from the environment, or none', () => {
    expect(smtpSettingsFromEnv({})).toBeNull();
    expect(smtpSettingsFromEnv({ SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'a@b.c' })).toEqual({
      url: 'smtp://mail:25',
      from: 'a@b.c',
    });
    expect(
      smtpSettingsFromEnv({ SMTP_HOST: 'mail', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }),
    ).toMatchObject({
      host: 'mail',
      port: 587,
      user: 'u',
      password: 'p',
    });
  });

  it('sends through SMTP when configured', async () => {
    const smtp = await startSmtp();
    try {
      const { log } = recordingLogger();
      const send = createMailer(
        { host: '127.0.0.1', port: smtp.port, from: 'Colophon <no-reply@colophon.test>' },
        log,
      );
      const result = await send({
        to: 'ada@example.org',
        subject: 'Décision',
        text: 'Bonjour — ہے',
      });
      expect(result).toEqual({ status: 'sent' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['ada@example.org']);
      expect(smtp.received[0]!.from).toBe('no-reply@colophon.test');
      expect(smtp.received[0]!.data).toContain('Subject:');
    } finally {
      await smtp.close();
    }
  });

  it('keeps the mail (logged, not sent) without SMTP', async () => {
    const { log, lines } = recordingLogger();
    const send = createMailer(null, log);
    await expect(send({ to: 'ada@example.org', subject: 'Hi', text: 'Link: x' })).resolves.toEqual({
      status: 'kept',
    });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0]!.obj)).toContain('Link: x');
  });

  it('never throws when the SMTP server cannot be reached: a passing failure', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const { log, lines } = recordingLogger();
    const send = createMailer({ host: '127.0.0.1', port, from: 'x@y.z' }, log);
    await expect(send({ to: 'ada@example.org', subject: 'Hi', text: 'x' })).resolves.toEqual({
      status: 'failed',
      error: expect.stringContaining('ECONNREFUSED'),
      permanent: false,
    });
    expect(lines.some((l) => l.level === 'error')).toBe(true);
  });
});
