// A body refused for its size (413) is answered before it is read, and the
// connection is closed rather than the rest read and thrown away. Closing a
// socket with unread data makes the kernel answer with a reset, and a client
// still sending meets that reset before it has read the 413: it sees a broken
// connection instead of the message (EPIPE or ECONNRESET, under load even in
// the security suite). So close the way nginx's `lingering_close` does: send
// the answer and a FIN, discard whatever still arrives, and release the
// socket when the client closes its side or after a short grace period.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a refused client may keep sending before its connection is dropped. */
export const LINGER_MS = 2_000;

export function registerLingeringClose(app: FastifyInstance, lingerMs = LINGER_MS) {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 413) return;
    // Never kept alive: reading the rest to reuse the connection is what the
    // refusal avoids.
    void reply.header('connection', 'close');
    // A request's stream may already be detached from its socket; the answer's is not.
    const socket = reply.raw.socket ?? request.raw.socket;
    if (socket) lingerOnClose(socket, lingerMs);
  });
}

/**
 * Node's server closes a `Connection: close` response's socket with
 * `destroySoon()` once the answer is written; this socket's version half-closes
 * instead and keeps reading (the HTTP parser discards the body) until the
 * client's FIN or `lingerMs`.
 */
function lingerOnClose(socket: Socket, lingerMs: number) {
  socket.destroySoon = function lingeringDestroySoon(this: Socket) {
    const timer = setTimeout(() => this.destroy(), lingerMs);
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    this.end();
    this.resume();
  };
}
