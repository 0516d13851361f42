// "Each shared library is downloaded exactly once" in a journey, checked on
// what the browser actually downloaded.
//
// How a library is recognised in a minified chunk: by the chunk's source map.
// Production builds emit one (devtool 'source-map'), and each downloaded .js
// names it in its `//# sourceMappingURL=` comment; the map's `sources` list
// every original file whose code is in the chunk, e.g.
//   webpack://host/../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/…
//   webpack://<container>/../shared/src/stores/auth-store.ts
// Minified code keeps no paths or names to scan for, so the maps are the robust
// signal; they also tell the copy apart (the .pnpm folder carries the version and
// peers) and are normalised across containers (the `webpack://<container>/`
// prefix and leading ../ dropped), so the same file built into two apps counts
// as the same module.
//
// A library passes when (1) some of its modules were downloaded (else the
// detection itself is broken), (2) all of them come from one installed copy,
// and (3) no module of it was downloaded in two chunks. A library may be split
// over several chunks; that is still one download of each module. A module
// downloaded twice is reported with the containers that built it: two
// containers means two instances at runtime (two Reacts, two stores); one
// container means the same bytes twice (its module cache still evaluates it once).
//
// A chunk without a source map has no original code in it: rspack emits none
// for chunks of generated code only, such as the re-export facade of a shared
// entry (react-router-dom's `export * from 'react-router'`, the antd kit's
// re-exports). Such chunks are listed with the names they export; two of them
// exporting the same names fail the check (the same facade twice), and one over
// 16 KB fails it because it could hide a library.

// react-router-dom 7 is such a facade (its code is react-router's), so it is
// checked through react-router; react-query's core is checked with it.
export const CHECKED_PACKAGES = [
  'react',
  'react-dom',
  'antd',
  'react-router',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'zustand',
  'i18next',
  '@colophon/shared',
];

const UNMAPPED_LIMIT = 16 * 1024;

/** node_modules/<pkg> (the last one) or the workspace's shared/src → [package, copy]. */
export function packageOf(source) {
  const container = /^webpack:\/\/([^/]*)\//.exec(source)?.[1] ?? null;
  const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');
  if (/^shared\/src\//.test(file)) {
    return { pkg: '@colophon/shared', copy: 'shared', file, container };
  }
  const at = file.lastIndexOf('node_modules/');
  if (at < 0) return { pkg: null, copy: null, file, container };
  const rest = file.slice(at + 'node_modules/'.length).split('/');
  const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  const copy = file.slice(0, at + 'node_modules/'.length + pkg.length);
  return { pkg, copy, file, container };
}

async function sourcesOf(url, body) {
  const text = body.toString('utf8');
  const match = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text);
  if (!match) return null;
  const mapUrl = new URL(match[1], url);
  const response = await fetch(mapUrl);
  if (!response.ok) throw new Error(`source map ${mapUrl} answered ${response.status}`);
  const map = await response.json();
  return map.sources ?? [];
}

/**
 * @param {{ url: string, type: string, body: Buffer | null, fromCache: boolean }[]} entries
 * @returns {Promise<{ ok: boolean, packages: object[], unmapped: object[], problems: string[] }>}
 */
export async function checkSingletons(entries) {
  const scripts = entries.filter((e) => e.type === 'script' && e.body && !e.fromCache);
  const modules = new Map(); // pkg → Map(file → Map(chunk url → container))
  const copies = new Map(); // pkg → Set(copy)
  const unmapped = [];
  const problems = [];
  for (const { url, body } of scripts) {
    const sources = await sourcesOf(url, body);
    if (!sources) {
      const text = body.toString('utf8');
      const exports = [...text.matchAll(/\b([A-Za-z_$][\w$]*):\(\)=>/g)].map((m) => m[1]);
      unmapped.push({
        url,
        bytes: body.length,
        container: /rspackChunk(\w+)/.exec(text)?.[1] ?? null,
        exports: [...new Set(exports)].sort(),
      });
      if (body.length > UNMAPPED_LIMIT) {
        problems.push(`${url} (${body.length} bytes) has no source map: cannot tell what it holds`);
      }
      continue;
    }
    for (const source of sources) {
      const { pkg, copy, file, container } = packageOf(source);
      if (!CHECKED_PACKAGES.includes(pkg)) continue;
      if (!modules.has(pkg)) modules.set(pkg, new Map());
      if (!copies.has(pkg)) copies.set(pkg, new Set());
      copies.get(pkg).add(copy);
      const chunks = modules.get(pkg).get(file) ?? new Map();
      chunks.set(url, container);
      modules.get(pkg).set(file, chunks);
    }
  }
  const facades = new Map();
  for (const chunk of unmapped) {
    if (chunk.exports.length === 0) continue;
    const key = chunk.exports.join(',');
    if (facades.has(key)) {
      problems.push(
        `the same re-export facade (${chunk.exports.slice(0, 4).join(', ')}…) downloaded twice: ${facades.get(key)}, ${chunk.url}`,
      );
    } else facades.set(key, chunk.url);
  }
  const packages = CHECKED_PACKAGES.map((pkg) => {
    const files = modules.get(pkg) ?? new Map();
    const chunks = new Set([...files.values()].flatMap((where) => [...where.keys()]));
    const twice = [...files].filter(([, where]) => where.size > 1);
    const result = {
      pkg,
      modules: files.size,
      chunks: [...chunks],
      origins: [...new Set([...chunks].map((u) => new URL(u).origin))],
      copies: [...(copies.get(pkg) ?? [])],
      duplicated: twice.map(([file, where]) => ({
        file,
        chunks: [...where.keys()],
        containers: [...new Set(where.values())],
      })),
    };
    if (files.size === 0) problems.push(`${pkg}: not found in any downloaded chunk`);
    if (result.copies.length > 1) {
      problems.push(`${pkg}: ${result.copies.length} copies: ${result.copies.join(', ')}`);
    }
    for (const { file, chunks: where, containers } of result.duplicated) {
      const kind =
        containers.length > 1
          ? `built by ${containers.join(' and ')}: ${containers.length} instances`
          : `all built by ${containers[0]}: the same bytes twice, one instance`;
      problems.push(
        `${pkg}: ${file} downloaded ${where.length} times (${kind}): ${where.join(', ')}`,
      );
    }
    return result;
  });
  return { ok: problems.length === 0, packages, unmapped, problems };
}
