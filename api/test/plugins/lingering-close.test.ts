// A body refused for its size is answered before it is read (413). The client
// is then often still sending: the answer must reach it all the same, not be
// lost to a reset (the race the security suite met under load).
import net from 'node:net';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ config: { bodyLimit: 64 * 1024 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Writes the whole request before reading anything, like a client that sends
 * its body in one go: whatever the server does meanwhile, the answer is read
 * only once every byte has been handed to the connection.
 */
function sendAllThenRead(request: Buffer) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')));
    socket.on('error', reject);
    socket.once('connect', () =>
      socket.write(request, (error) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
        socket.resume();
      }),
    );
  });
}

const loginWith = (body: string, connection: 'close' | 'keep-alive') =>
  Buffer.from(
    'POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: ${connection}\r\n\r\n${body}`,
  );

it.each(['close', 'keep-alive'] as const)(
  'answers 413 to a client still sending a body over the limit (Connection: %s)',
  async (connection) => {
    // 8 MB: more than loopback's socket buffers hold, so the server answers
    // while most of the body is still on its way.
    const response = await sendAllThenRead(
      loginWith(`{"email":"${'a'.repeat(8 * 1024 * 1024)}"}`, connection),
    );
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    // Refused, not read: the connection is not kept for a next request.
    expect(response.toLowerCase()).toContain('connection: close');
    const body = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as {
      message: string;
    };
    expect(body.message).toBe('Payload Too Large');
  },
);

it('still serves the next client at once', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  expect(response.status).toBe(200);
});
