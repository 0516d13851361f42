import { type SectionRelease } from '@colophon/shared/contracts';

const RELEASED = /^(\d+)\.(\d+)\.(\d+)(?:-.*)?$/;

/**
 * The next patch above every version the section has had (its stable build,
 * canary, earlier versions and the store's), e.g. 1.0.1 after 1.0.0; 1.0.0
 * when none is known (a deployed build that reports no version).
 */
export function nextVersion(release: SectionRelease): string {
  const versions = [
    release.stable,
    ...(release.canary ? [release.canary] : []),
    ...release.previous,
    ...release.available,
  ]
    .map((build) => RELEASED.exec(build.version))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [Number(match[1]), Number(match[2]), Number(match[3])] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  const latest = versions.at(-1);
  return latest ? `${latest[0]}.${latest[1]}.${latest[2] + 1}` : '1.0.0';
}

/** The commands the release screen offers: publish the next version, or a marked demo on canary. */
export function publishCommands(release: SectionRelease) {
  return {
    publish: `pnpm --filter ${release.app} release --version ${nextVersion(release)}`,
    demo: `pnpm release:demo ${release.section}`,
  };
}
