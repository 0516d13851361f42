// Section builds and beacons for the health collector's tests.
import {
  healthBeaconSchema,
  type HealthBeacon,
  type SectionName,
} from '@colophon/shared/contracts';
import { type Channel, type ResolvedBuild } from '../../federation/resolve-build';
import { makeManifest } from '../../federation/testing/section-manifests';

/** A build as resolve-build.ts gives it; `entry` defaults to a store release's manifest. */
export function makeBuild(
  section: SectionName,
  channel: Channel,
  version: string,
  entry = `http://localhost:4105/mf-${section}/${version}/mf-manifest.json`,
): ResolvedBuild {
  return {
    section,
    name: `mf_${section}`,
    version,
    entry,
    channel,
    manifest: makeManifest(section),
  };
}

/** A beacon body as the API reads it: parsed with the contract's schema (throws when invalid). */
export function parseBeacon(body: string): HealthBeacon {
  return healthBeaconSchema.parse(JSON.parse(body));
}
