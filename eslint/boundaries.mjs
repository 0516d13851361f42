// The architecture's import boundaries (docs/sections.md), as eslint-plugin-import-x
// rules. Zones are derived from the folders on disk, so a new section or feature
// is covered without editing this file:
// - a section imports no other section and not the host; the host and the API
//   import no section; shared imports no section, no host and no API code;
// - a feature imports only its own folder (pages compose features); section-level
//   components/hooks/lib import no feature and no page;
// - an API module (api/src/modules/<name>/) imports another only through its
//   index.ts; api/src/{lib,db,plugins} import no module's internals;
// - no import cycles anywhere; a cycle made only of `import type` counts too
//   (import-x/no-cycle skips those, and they are how layers tangle).
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import { ModuleInfo } from 'eslint-plugin-import-x/core/module-info';
import { moduleVisitor } from 'eslint-plugin-import-x/utils/module-visitor';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const ROOT = path.resolve(import.meta.dirname, '..');

const dirs = (dir) =>
  fs.existsSync(path.join(ROOT, dir))
    ? fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** Every section package: the one list of sections. */
export const SECTION_DIRS = JSON.parse(fs.readFileSync(path.join(ROOT, 'sections.json'), 'utf8'));

const FRONT_ENDS = ['host', ...SECTION_DIRS];

function packageZones() {
  const zones = [];
  for (const section of SECTION_DIRS) {
    zones.push({
      target: `./${section}`,
      from: [...SECTION_DIRS.filter((other) => other !== section), 'host', 'api'].map(
        (from) => `./${from}`,
      ),
      message: 'A section imports no other section, no host and no API code (docs/sections.md).',
    });
  }
  zones.push(
    {
      target: './host',
      from: [...SECTION_DIRS, 'api'].map((from) => `./${from}`),
      message: 'The host loads sections at runtime through Module Federation, never by import.',
    },
    {
      target: './shared',
      from: [...FRONT_ENDS, 'api'].map((from) => `./${from}`),
      message: 'shared imports no section, no host and no API code.',
    },
    {
      target: './api',
      from: FRONT_ENDS.map((from) => `./${from}`),
      message: 'The API shares only @colophon/shared/contracts with the front ends.',
    },
  );
  return zones;
}

const API_MODULES = 'api/src/modules';

/** Each API module reaches another only through that module's index.ts. */
function apiModuleZones() {
  const modules = dirs(API_MODULES);
  const indexes = (except) =>
    modules.filter((name) => name !== except).map((name) => `./${name}/index.ts`);
  const zones = modules.map((name) => ({
    target: `./${API_MODULES}/${name}`,
    from: `./${API_MODULES}`,
    except: [`./${name}`, ...indexes(name)],
    message: `Import another API module through its index.ts ('../<module>'), not its files.`,
  }));
  zones.push({
    target: ['lib', 'db', 'plugins'].map((dir) => `./api/src/${dir}`),
    from: `./${API_MODULES}`,
    except: indexes(null),
    message: 'lib, db and plugins sit below the modules: at most a module index.ts.',
  });
  return zones;
}

/**
 * import-x/no-cycle with type-only imports counted: the same walk over
 * import-x's parsed modules, without skipping `import type`.
 */
const noCycleWithTypes = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { cycle: 'Dependency cycle via {{route}} (type-only imports count).' },
  },
  create(context) {
    const filename = context.physicalFilename;
    return moduleVisitor(
      (source, importer) => {
        const imported = ModuleInfo.get(source.value, context);
        if (!imported || imported.path === filename || imported.path.includes('node_modules'))
          return;
        const seen = new Set([imported.path]);
        const queue = [{ module: imported, route: [source.value] }];
        while (queue.length > 0) {
          const { module, route } = queue.shift();
          for (const [next, { resolve: get, declarations }] of module.getImports()) {
            if (seen.has(next) || next.includes('node_modules')) continue;
            const step = [...declarations][0]?.source.value ?? next;
            if (next === filename) {
              context.report({
                node: importer,
                messageId: 'cycle',
                data: { route: [...route, step].join(' => ') },
              });
              return;
            }
            seen.add(next);
            const nextModule = get();
            if (nextModule) queue.push({ module: nextModule, route: [...route, step] });
          }
        }
      },
      { esmodule: true },
    );
  },
};

/** `pages`: whether the zones forbid importing pages too (tests may render a section's routes). */
function featureZones(pages) {
  const zones = [];
  for (const app of FRONT_ENDS) {
    const features = `./${app}/src/features`;
    for (const feature of dirs(`${app}/src/features`)) {
      zones.push({
        target: `${features}/${feature}`,
        from: pages ? [features, `./${app}/src/routes`] : [features],
        except: [`./${feature}`],
        message: 'A feature imports only its own folder: compose features in a page (routes/).',
      });
    }
    for (const level of ['components', 'hooks', 'lib']) {
      zones.push({
        target: `./${app}/src/${level}`,
        from: pages ? [features, `./${app}/src/routes`] : [features],
        message: 'Section-level code is shared by features: it imports no feature and no page.',
      });
    }
  }
  return zones;
}

/** The flat-config blocks that enforce the boundaries on TypeScript sources. */
export function boundaries() {
  const restrictedPaths = (pages) => [
    'error',
    { basePath: ROOT, zones: [...packageZones(), ...featureZones(pages), ...apiModuleZones()] },
  ];
  return [
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: {
        // TypeScript files are parsed for their imports (no-cycle follows them).
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: ['*/tsconfig.json'],
            alwaysTryTypes: true,
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': restrictedPaths(true),
      },
    },
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { colophon: { rules: { 'no-cycle-with-types': noCycleWithTypes } } },
      rules: {
        'colophon/no-cycle-with-types': 'error',
      },
    },
    {
      // A feature's integration tests may render the section's pages.
      files: ['**/*.test.{ts,tsx}', '**/testing/**'],
      rules: { 'import-x/no-restricted-paths': restrictedPaths(false) },
    },
  ];
}
