// Which section build an error nothing caught came from: the build whose
// files its script address or stack points into. A build's files are under
// its manifest's folder — a deployed build at its own origin
// (http://host:4101/), a store release under its version
// (…/releases/mf-journals/1.0.1/) — so the folder is the build's base.

/** The folder of a build's manifest URL: its entry without 'mf-manifest.json' (or any file). */
export function buildBase(entry: string): string {
  const bare = entry.split(/[?#]/, 1)[0] ?? '';
  return bare.slice(0, bare.lastIndexOf('/') + 1);
}

/** The http(s) addresses in an error's filename and stack, in order (top frame first). */
export function addressesIn(source: string): string[] {
  return source.match(/https?:\/\/[^\s()'"<>]+/g) ?? [];
}

/**
 * The build the first address of `source` that lies under some build's base
 * belongs to (the longest base, should one lie under another), or null.
 * `hostBase`, the host's own origin, is never a build's base: a build served
 * from the host's root would otherwise claim the host's errors.
 */
export function buildOfSource<Build extends { entry: string }>(
  source: string,
  builds: readonly Build[],
  hostBase?: string,
): Build | null {
  const bases = builds
    .map((build) => ({ build, base: buildBase(build.entry) }))
    .filter(({ base }) => base !== '' && base !== hostBase)
    .sort((a, b) => b.base.length - a.base.length);
  for (const address of addressesIn(source)) {
    const match = bases.find(({ base }) => address.startsWith(base));
    if (match) return match.build;
  }
  return null;
}
