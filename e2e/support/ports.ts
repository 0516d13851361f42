// The end-to-end stack runs on its own ports so it never collides with a
// `pnpm start` the developer has running. E2E_PORT_BASE moves the whole set
// (two suites side by side on one machine); each port is also overridable.
import { sectionManifests } from '../../shared/mf/sections.cjs';

const base = Number(process.env.E2E_PORT_BASE || 4900);
const port = (name: string, offset: number) => Number(process.env[name] || base + offset);

export const E2E_PORTS = {
  api: port('E2E_API_PORT', 0),
  host: port('E2E_HOST_PORT', 10),
  journals: port('E2E_JOURNALS_PORT', 11),
  manuscripts: port('E2E_MANUSCRIPTS_PORT', 12),
  users: port('E2E_USERS_PORT', 13),
  categories: port('E2E_CATEGORIES_PORT', 14),
  releases: port('E2E_RELEASES_PORT', 15),
  // A build QA pins a section to (releases.spec): an allowed QA override origin.
  qa: port('E2E_QA_PORT', 16),
  analytics: port('E2E_ANALYTICS_PORT', 17),
};

interface SectionManifest {
  section: string;
  app: string;
  port_env: string;
  nav: { path: string; label: { en: string } }[];
}

const fixed: Record<string, number> = E2E_PORTS;

/**
 * Every section of sections.json with the port the stack serves it on: the
 * ones above, and any later section 20 + its place in the list, so a new
 * section is served and checked without a change here.
 */
export const SECTIONS = (sectionManifests() as SectionManifest[]).map((manifest, index) => ({
  ...manifest,
  port:
    fixed[manifest.section] ??
    port(`E2E_${manifest.section.toUpperCase().replace(/-/g, '_')}_PORT`, 20 + index),
}));

export const REMOTE_ORIGINS = SECTIONS.map((s) => `http://localhost:${s.port}`);
