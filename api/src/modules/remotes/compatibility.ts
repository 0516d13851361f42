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

/** The module of a section build the host loads (shared/mf/create-config.cjs exposes it). */
export const SECTION_EXPOSE = './section';

/**
 * Why a release cannot serve as the section: the API contract range it
 * declares is not satisfied by the running API's version, or its container
 * does not expose the module the host loads. Older releases declare neither
 * and pass. `apiContract` names the refused range, for the API contract's own message.
 */
export function contractIncompatibility(
  release: { api_contract?: string; exposes?: string[] },
  servedContract: string,
): { reason: string; apiContract?: string } | null {
  const range = release.api_contract;
  if (range !== undefined) {
    if (!semver.validRange(range)) {
      return { reason: `the API contract range ${range} is invalid`, apiContract: range };
    }
    if (!semver.satisfies(servedContract, range, { includePrerelease: true })) {
      return {
        reason: `API contract ${range} needed, the API serves ${servedContract}`,
        apiContract: range,
      };
    }
  }
  if (release.exposes !== undefined && !release.exposes.includes(SECTION_EXPOSE)) {
    return { reason: `the build does not expose ${SECTION_EXPOSE}, which the host loads` };
  }
  return null;
}
