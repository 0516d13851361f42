// What the panel's policies need to know of the deployment: the panel's own
// origins, the section origins of the registry and the release store, read
// from the same settings the API's registry reads (sections.json with each
// section's manifest, the *_PORT variables, REMOTE_<SECTION>_URL and
// RELEASES_URL). Origins given by port follow the host name the panel was
// opened on (localhost, 127.0.0.1, a LAN name), as the registry's URLs do.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { sectionManifests, sectionPort } = require('../../shared/mf/sections.cjs');

const pinnedUrlVariable = (section) => `REMOTE_${section.toUpperCase().replace(/-/g, '_')}_URL`;

/** The origin of an absolute http(s) URL, or null. */
export function originOf(value) {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => originOf(item.trim()))
    .filter(Boolean);

/** Read afresh on every call: the panel calls it at start, on SIGHUP and when sections.json changes. */
export function readDeployment(env = process.env) {
  const sections = sectionManifests().map((manifest) => ({
    section: manifest.section,
    port: sectionPort(manifest, env),
    pinned: originOf(env[pinnedUrlVariable(manifest.section)]),
  }));
  return {
    panelPort: Number(env.HOST_PORT || 4100),
    /** More origins the panel is reached on (PANEL_ORIGINS, comma-separated), e.g. behind a proxy. */
    panelOrigins: list(env.PANEL_ORIGINS),
    sections,
    releases: { port: Number(env.RELEASES_PORT || 4105), pinned: originOf(env.RELEASES_URL) },
    /** An API on another origin than the panel (COLOPHON_API_BASE_URL absolute at build time). */
    apiOrigin: originOf(env.COLOPHON_API_BASE_URL),
    /** Where QA overrides may load from besides the above (only with QA_OVERRIDES=true). */
    qaOrigins: env.QA_OVERRIDES === 'true' ? list(env.QA_OVERRIDE_ORIGINS) : [],
  };
}

const HOSTNAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/i;

/** The host name of a Host header, if it is a plain host name (never copied into a header otherwise). */
export function hostnameOf(hostHeader) {
  const value = String(hostHeader ?? '').replace(/:\d+$/, '');
  return HOSTNAME.test(value) ? value.toLowerCase() : 'localhost';
}

/** The section origins and the release store, for a panel opened on `hostname`. */
export function codeOrigins(deployment, proto, hostname) {
  const at = (port) => `${proto}://${hostname}:${port}`;
  const origins = [
    ...deployment.sections.map((s) => s.pinned ?? at(s.port)),
    deployment.releases.pinned ?? at(deployment.releases.port),
  ];
  if (deployment.apiOrigin) origins.push(deployment.apiOrigin);
  origins.push(...deployment.qaOrigins);
  return [...new Set(origins)];
}

/** Origins the panel is opened on, as seen by a section origin reached on `hostname`. */
export function panelOrigins(deployment, proto, hostname) {
  return new Set([`${proto}://${hostname}:${deployment.panelPort}`, ...deployment.panelOrigins]);
}
