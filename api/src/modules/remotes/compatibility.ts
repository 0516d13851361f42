// The compatibility contract: a release names the requiredVersion of every
// shared singleton it was built against; the host provides one version of
// each. A release whose ranges the host cannot satisfy would blank the page
// (a missing export of a singleton), so the registry refuses it.
import semver from 'semver';

/** Why a release cannot run in the host, or null when every range is satisfied. */
export function incompatibility(
  hostProvides: Record<string, string>,
  releaseRequires: Record<string, string>,
): string | null {
  const problems = Object.entries(releaseRequires)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([dep, range]) => {
      const provided = hostProvides[dep];
      if (!provided) return [`${dep} ${range} is not provided by the host`];
      if (!semver.validRange(range)) return [`${dep} has an invalid range ${range}`];
      return semver.satisfies(provided, range, { includePrerelease: true })
        ? []
        : [`${dep} ${range} needed, the host provides ${provided}`];
    });
  return problems.length > 0 ? problems.join('; ') : null;
}
