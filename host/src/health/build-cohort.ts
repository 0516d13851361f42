import { useAuthStore } from '@colophon/shared';
import { cohortOf, deviceSubject, userSubject } from '@colophon/shared/contracts';
import { deviceId } from '../federation/device-id';
import { type ResolvedBuild } from '../federation/resolve-build';

/**
 * The cohort (0-99) a build was chosen by: the signed-in user's, else this
 * device's, as section-build.ts resolves it. A build that carries its cohort
 * is taken at its word.
 */
export function buildCohort(build: ResolvedBuild & { cohort?: number }): number {
  if (typeof build.cohort === 'number') return build.cohort;
  const userId = useAuthStore.getState().user?.id;
  const subject = userId === undefined ? deviceSubject(deviceId()) : userSubject(userId);
  return cohortOf(subject, build.section);
}
