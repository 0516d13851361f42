import { type Location, type Navigator } from '../router';

/** What the host hands a section parcel: its mount path and the host router's location and navigator. */
export interface SectionProps {
  /** Where the section is mounted, e.g. '/journals'. Section routes are absolute, so this is informative. */
  basePath: string;
  location: Location;
  navigator: Navigator;
  /** The section's name, e.g. 'journals'. */
  section: string;
  /**
   * false while the host keeps the section mounted out of sight after the user
   * left it (a revisit shows it at once): its queries are paused, its state,
   * DOM and effects kept.
   * Absent means shown.
   */
  active?: boolean;
}

/** Which build of a section is running: what a staged rollout or a QA override is checked by. */
export interface SectionBuildInfo {
  name: string;
  version: string;
  /** A fault built in on purpose by `pnpm release:demo --fault` (__DEMO_FAULT__); '' or absent otherwise. */
  fault?: string;
}
