// A body refused for its size (413) is answered before it is read, and the
// connection closed. Closing a socket with unread data makes the kernel send a
// reset, which a client still sending meets before it has read the 413. So,
// like nginx's `lingering_close`: send the answer and a FIN, discard what still
// arrives, release the socket at the client's FIN or after a grace period.
// (The API has the same few lines in api/src/plugins/lingering-close.ts: the
// two servers are deployed apart and share no runtime package.)

/** How long a refused client may keep sending before its connection is dropped. */
export const LINGER_MS = 2_000;

/** @param {import('fastify').FastifyInstance} app */
export function lingeringClose(app, lingerMs = LINGER_MS) {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode !== 413) return;
    void reply.header('connection', 'close');
    // Node closes a `Connection: close` answer's socket with destroySoon().
    // (A proxied request's stream may already be detached from it.)
    const socket = reply.raw.socket ?? request.raw.socket;
    if (!socket) return;
    socket.destroySoon = function lingeringDestroySoon() {
      const timer = setTimeout(() => this.destroy(), lingerMs);
      this.once('close', () => clearTimeout(timer));
      this.once('end', () => this.destroy());
      this.end();
      this.resume();
    };
  });
}
