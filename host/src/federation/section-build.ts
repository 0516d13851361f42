// Which build of each section this tab runs. The registry (GET remotes) and
// the subject (this device, then the signed-in user) may both change while a
// tab is open: the registry is read again after a retry, a sign-in turns the
// device's cohort into the user's. Were each change followed, a tab would mix
// two versions of a section — its routes from one, its code from the other,
// or a screen that changes under the reader. So the first build a section is
// given to load on this page load is pinned, and the tab keeps it until it
// reloads (a reload reads the registry again and pins anew). The one
// deliberate switch: a canary that failed to load falls back to stable.
import {
  deviceSubject,
  type RemotesResponse,
  type SectionName,
  userSubject,
} from '@colophon/shared/contracts';
import { deviceId } from './device-id';
import { qaPolicy, readOverrides } from './qa-overrides';
import { type ResolvedBuild, resolveBuild } from './resolve-build';

/** Canaries that failed on this page load: their users get the stable build until the next load. */
export const failedCanaries = new Set<SectionName>();

/** The build each section was given to load on this page load. */
const pinned = new Map<SectionName, ResolvedBuild>();

/** What the registry and the subject say now, ignoring any pin. */
function resolveNow(
  section: SectionName,
  remotes: RemotesResponse,
  userId: number | undefined,
  canaryFailed: boolean,
): ResolvedBuild | null {
  const definition = remotes.remotes.find((candidate) => candidate.section === section);
  if (!definition) return null;
  return resolveBuild(definition, {
    subject: userId === undefined ? deviceSubject(deviceId()) : userSubject(userId),
    override: readOverrides(qaPolicy(remotes))[section] ?? null,
    canaryFailed,
  });
}

/**
 * The build of `section` this tab loads: the one pinned on this page load,
 * else the one the registry gives the subject now (the signed-in user, else
 * this device; QA overrides count only where the API allows them), which is
 * pinned from then on. A pinned canary gives way to stable once it failed.
 */
export function sectionBuild(
  section: SectionName,
  remotes: RemotesResponse,
  userId: number | undefined,
  canaryFailed = failedCanaries.has(section),
): ResolvedBuild | null {
  const pin = pinned.get(section);
  if (pin && !(canaryFailed && pin.channel === 'canary')) return pin;
  const build = resolveNow(section, remotes, userId, canaryFailed);
  if (build) pinned.set(section, build);
  return build;
}

/**
 * The build `section` has, or would get if loaded now, without pinning it:
 * for the sidebar and the routes, which are drawn before any section loads
 * (on the sign-in page the subject is still the device; a section not yet
 * loaded follows the user who signs in).
 */
export function plannedSectionBuild(
  section: SectionName,
  remotes: RemotesResponse,
  userId: number | undefined,
): ResolvedBuild | null {
  return pinned.get(section) ?? resolveNow(section, remotes, userId, failedCanaries.has(section));
}

/** A new page load, for tests: nothing pinned, no canary failed. */
export function forgetPinnedBuilds(): void {
  pinned.clear();
  failedCanaries.clear();
}
