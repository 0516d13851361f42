// QA overrides: `?mf.<section>=<manifest URL>` pins one section of this
// browser to another build (kept in localStorage until reset). An override
// loads code into the panel, so it counts only when the registry allows it
// (QA_OVERRIDES on the API, off in production) and only for a manifest on one
// of the origins the registry names (qa_override_origins: the sections'
// origins, the release store — the same ones the panel's CSP allows). While
// they are off nothing is read and nothing is stored: the parameters are
// dropped from the address and any stored override is removed.
import { type RemotesResponse, type SectionName } from '@colophon/shared/contracts';

export const QA_OVERRIDES_KEY = 'colophon.mf-overrides';
const PARAM_PREFIX = 'mf.';

export type QaOverrides = Partial<Record<SectionName, string>>;

/** Whether overrides count, for which sections (the registry's), and the origins allowed. */
export type QaPolicy = {
  enabled: boolean;
  sections: readonly string[];
  origins: readonly string[];
};
export const QA_OFF: QaPolicy = { enabled: false, sections: [], origins: [] };

/** A section name as the registry spells them (journals, peer-review). */
const SECTION_NAME = /^[a-z][a-z0-9-]{0,31}$/;

const originOf = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** The registry's policy; an API that names no origins allows those of its own builds. */
export function qaPolicy(remotes: RemotesResponse | undefined): QaPolicy {
  if (!remotes?.qa_overrides) return QA_OFF;
  const named =
    remotes.qa_override_origins ??
    remotes.remotes.flatMap((r) => [r.stable.entry, r.canary?.entry ?? '']);
  const origins = [...new Set(named.map(originOf))].filter((o): o is string => o !== null);
  return { enabled: true, sections: remotes.remotes.map((r) => r.section), origins };
}

const isSection = (policy: QaPolicy, value: string): value is SectionName =>
  policy.sections.includes(value);

const allowed = (policy: QaPolicy, url: unknown): url is string => {
  if (typeof url !== 'string') return false;
  const origin = originOf(url);
  return origin !== null && policy.origins.includes(origin);
};

/** The stored overrides that count under `policy` (none while overrides are off). */
export function readOverrides(
  policy: QaPolicy,
  storage: Storage = window.localStorage,
): QaOverrides {
  if (!policy.enabled) return {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QA_OVERRIDES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([section, url]) => isSection(policy, section) && allowed(policy, url),
      ),
    );
  } catch {
    return {};
  }
}

/** `?mf.*` parameters taken from the address, waiting for the registry's policy. */
let pending: Record<string, string> = {};

/**
 * At start, before the router reads the address: moves `?mf.<section>=<url>`
 * out of the address into memory (never into storage: the policy is not known yet).
 */
export function takeOverrideParams(
  location: Location = window.location,
  history: History = window.history,
): void {
  const params = new URLSearchParams(location.search);
  const before = params.toString();
  for (const [key, value] of [...params]) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const section = key.slice(PARAM_PREFIX.length);
    if (SECTION_NAME.test(section)) pending[section] = value;
    params.delete(key);
  }
  if (params.toString() !== before) {
    const query = params.toString();
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
    );
  }
}

/**
 * Once the registry is read: stores the taken overrides its policy allows;
 * with overrides off, stores nothing and removes what an earlier visit stored.
 * Returns the overrides in force.
 */
export function applyOverrideParams(
  policy: QaPolicy,
  storage: Storage = window.localStorage,
): QaOverrides {
  const taken = pending;
  pending = {};
  if (!policy.enabled) {
    storage.removeItem(QA_OVERRIDES_KEY);
    return {};
  }
  const accepted = Object.entries(taken).filter(
    ([section, url]) => isSection(policy, section) && allowed(policy, url),
  );
  if (accepted.length === 0) return readOverrides(policy, storage);
  const overrides = { ...readOverrides(policy, storage), ...Object.fromEntries(accepted) };
  storage.setItem(QA_OVERRIDES_KEY, JSON.stringify(overrides));
  return overrides;
}

export function clearOverrides(storage: Storage = window.localStorage) {
  storage.removeItem(QA_OVERRIDES_KEY);
}
