// In-process servers for tools that serve one extra build beside the stack
// (the web bench's monolith): the same Fastify origins as `pnpm start`
// (serve/src), without a process of their own. `pnpm start` runs each origin
// in its own supervised process instead (stack.mjs).

/**
 * A panel-like origin (spa + apiTarget: CSP, /api/v1 proxy, SPA fallback) or a
 * section-like one (CORS for the panel's origins only; `cors` is accepted for
 * the callers of the old server and changes nothing).
 * @param {{ root: string, port: number, host?: string, spa?: boolean, apiTarget?: string,
 *   cors?: boolean, publicSourceMaps?: boolean }} o
 * @returns {Promise<import('node:http').Server>} the listening server (close, closeAllConnections, address)
 */
export async function startStaticServer(o) {
  const publicSourceMaps = o.publicSourceMaps ?? process.env.PUBLIC_SOURCE_MAPS === 'true';
  // Imported when called: Playwright compiles a spec's static imports to
  // CommonJS, which the ESM modules of serve/ (type: module) cannot be.
  const { createPanelServer } = await import('../../serve/src/panel.mjs');
  const { createSectionOrigin } = await import('../../serve/src/section-origin.mjs');
  const app =
    o.spa && o.apiTarget
      ? await createPanelServer({
          root: o.root,
          apiOrigin: o.apiTarget,
          publicSourceMaps,
        })
      : await createSectionOrigin({
          root: o.root,
          name: 'static',
          publicSourceMaps,
        });
  await app.listen({ port: o.port, host: o.host ?? '0.0.0.0' });
  // The Node server itself, as callers of the old hand-written server expect.
  return app.server;
}
