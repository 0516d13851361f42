// QA overrides: `?mf.<section>=<manifest URL>` pins one section of this
// browser to another build (kept in localStorage until reset). Honoured only
// when the registry allows it (QA_OVERRIDES on the API): an override loads
// arbitrary code into the panel, so production keeps it off.
import { type SectionName } from '@colophon/shared/contracts';
import { knownSectionNames } from './section-names';

export const QA_OVERRIDES_KEY = 'colophon.mf-overrides';
const PARAM_PREFIX = 'mf.';

export type QaOverrides = Partial<Record<SectionName, string>>;

const isSection = (value: string): value is SectionName => knownSectionNames().has(value);

const isManifestUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export function readOverrides(storage: Storage = window.localStorage): QaOverrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QA_OVERRIDES_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([section, url]) => isSection(section) && typeof url === 'string' && isManifestUrl(url),
      ),
    );
  } catch {
    return {};
  }
}

/** Moves `?mf.<section>=<url>` parameters of the address into storage; returns the overrides. */
export function captureOverrides(
  location: Location = window.location,
  storage: Storage = window.localStorage,
  history: History = window.history,
): QaOverrides {
  const params = new URLSearchParams(location.search);
  const before = params.toString();
  const overrides = readOverrides(storage);
  let changed = false;
  for (const [key, value] of [...params]) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const section = key.slice(PARAM_PREFIX.length);
    if (isSection(section) && isManifestUrl(value)) {
      overrides[section] = value;
      changed = true;
    }
    params.delete(key);
  }
  if (changed) storage.setItem(QA_OVERRIDES_KEY, JSON.stringify(overrides));
  if (params.toString() !== before) {
    const query = params.toString();
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
    );
  }
  return overrides;
}

export function clearOverrides(storage: Storage = window.localStorage) {
  storage.removeItem(QA_OVERRIDES_KEY);
}
