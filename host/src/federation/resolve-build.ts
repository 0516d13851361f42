// Which build of a section this browser loads: a QA override, else the canary
// when the subject's cohort falls in its share (and it has not failed on this
// page load), else the stable build.
import {
  cohortOf,
  inCanary,
  type RemoteDefinition,
  type SectionManifest,
  type SectionName,
} from '@colophon/shared/contracts';

export type Channel = 'stable' | 'canary' | 'override';

export interface ResolvedBuild {
  section: SectionName;
  /** Module Federation container name. */
  name: string;
  version: string;
  entry: string;
  channel: Channel;
  /** The build's own manifest: its routes and sidebar entries (an override goes by stable's). */
  manifest: SectionManifest;
  /**
   * The cohort (0-99) of the subject it was chosen for. A tab keeps its build
   * after a sign-in changes the subject (section-build.ts): its health is
   * reported under this cohort, the one that chose it. Always set by
   * resolveBuild; optional for builds made by hand (tests' fixtures).
   */
  cohort?: number;
}

export interface ResolveOptions {
  /** `user:<id>` when signed in, else `device:<id>`. */
  subject: string;
  /** A QA override's manifest URL for this section. */
  override?: string | null;
  /** The canary failed to load on this page load: serve stable. */
  canaryFailed?: boolean;
}

export function resolveBuild(definition: RemoteDefinition, options: ResolveOptions): ResolvedBuild {
  const { section, name, stable, canary } = definition;
  const cohort = cohortOf(options.subject, section);
  if (options.override) {
    const { manifest } = stable;
    return {
      section,
      name,
      version: 'override',
      entry: options.override,
      channel: 'override',
      manifest,
      cohort,
    };
  }
  if (canary && !options.canaryFailed && inCanary(cohort, canary.percentage)) {
    const { version, entry, manifest } = canary;
    return { section, name, version, entry, channel: 'canary', manifest, cohort };
  }
  const { version, entry, manifest } = stable;
  return { section, name, version, entry, channel: 'stable', manifest, cohort };
}
