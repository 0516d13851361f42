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

/**
 * The build of `section` this browser loads: the subject is the signed-in
 * user, else this device; QA overrides count only where the API allows them.
 */
export function sectionBuild(
  section: SectionName,
  remotes: RemotesResponse,
  userId: number | undefined,
  canaryFailed = failedCanaries.has(section),
): ResolvedBuild | null {
  const definition = remotes.remotes.find((candidate) => candidate.section === section);
  if (!definition) return null;
  return resolveBuild(definition, {
    subject: userId === undefined ? deviceSubject(deviceId()) : userSubject(userId),
    override: readOverrides(qaPolicy(remotes))[section] ?? null,
    canaryFailed,
  });
}
