// `pnpm bench:web [--lighthouse] [--lighthouse-runs=N] [--runs=N] [--no-build] [--no-docs] [--dump=FILE]`
//
// The web bench: Module Federation (the host and four remotes, each on its
// own origin) against a monolith of the same code (pnpm build:monolith), in
// headless Debian Chromium, over one journey: login page → sign in →
// dashboard → journals → manuscripts → users → categories (sidebar clicks).
//
// - Builds both: the MF apps with scripts/lib/build-apps.mjs into dist-bench/
//   (never dist/, which a running `pnpm start` or e2e suite serves), the
//   monolith into e2e/bench/monolith/dist/ (its config is beside this file).
// - Serves both on loopback: the MF stack (API, host, remotes, release store)
//   from port 4300 (BENCH_MF_PORT_BASE), the monolith from 4400
//   (BENCH_MONOLITH_PORT) with the same API behind it, on a throwaway database.
// - One warm-up journey per build (discarded: it fills the static server's
//   compression cache and the API's caches), then N measured journeys per
//   build (default 5), alternating which build goes first, each in a fresh
//   browser context (cold HTTP cache, no session). Bytes are those of the first
//   measured journey (checked equal in all), times the first run and the median.
// - Checks that React, react-dom, antd, react-router, react-query, zustand,
//   i18next and @colophon/shared are each downloaded exactly once in the MF
//   journey (lib/singletons.mjs); exits 1 when not.
// - Reports what the section health telemetry adds to the MF journey's
//   downloads, step by step (lib/health-cost.mjs).
// - Records whether the section loading fallback was painted during a section
//   navigation, runs axe over every screen (MF), and with --lighthouse runs
//   Lighthouse on the login page and the dashboard of both builds (the median
//   of --lighthouse-runs, default 3, per page and form factor).
// - Prints the tables and writes them into docs/performance.md between
//   <!-- web-bench:start --> and <!-- web-bench:end -->.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { axeViolations, IMPACTS } from './lib/axe.mjs';
import { runJourney, SECTION_STEPS, STEPS } from './lib/journey.mjs';
import {
  axeReport,
  bytesTable,
  cssLine,
  firstLoadTable,
  lighthouseTable,
  readBetweenMarkers,
  singletonReport,
  summarise,
  timesTable,
  writeBetweenMarkers,
} from './lib/report.mjs';
import { checkSingletons } from './lib/singletons.mjs';
import { precompress } from '../../scripts/lib/precompress.mjs';
import { loginCpu, menuWhilePreloading } from './lib/first-load.mjs';
import { healthCost, healthCostLine } from './lib/health-cost.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const RUNS = Number(option('runs', 5));
const MENU_RUNS = Math.min(RUNS, 3);
const LIGHTHOUSE = flag('lighthouse');
const LIGHTHOUSE_RUNS = Number(option('lighthouse-runs', 3));
const MF_BASE = Number(process.env.BENCH_MF_PORT_BASE || 4300);
const MONOLITH_PORT = Number(process.env.BENCH_MONOLITH_PORT || 4400);
// BENCH_DIST: another output folder, so two benches on one machine do not share one.
const DIST = process.env.BENCH_DIST || 'dist-bench';
const DOC = path.join(ROOT, 'docs/performance.md');
const MARKERS = ['<!-- web-bench:start -->', '<!-- web-bench:end -->'];
const LH_MARKERS = ['<!-- web-bench:lighthouse:start -->', '<!-- web-bench:lighthouse:end -->'];

// Ports of the MF stack, read by scripts/lib/apps.mjs: the host at +10, the
// sections of sections.json after it (each through its manifest's port_env),
// then the release store.
const { sectionManifests } = createRequire(import.meta.url)('../../shared/mf/sections.cjs');
const SECTIONS = sectionManifests();
Object.assign(process.env, {
  API_PORT: String(MF_BASE),
  HOST_PORT: String(MF_BASE + 10),
  ...Object.fromEntries(SECTIONS.map((s, index) => [s.port_env, String(MF_BASE + 11 + index)])),
  RELEASES_PORT: String(MF_BASE + 11 + SECTIONS.length),
  // The singleton check reads each chunk's source map: build them linked and serve them.
  PUBLIC_SOURCE_MAPS: 'true',
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-bench-'));
process.env.RELEASES_DIR = path.join(dataDir, 'releases');

const { appsFromEnv, FRONTEND_APPS } = await import('../../scripts/lib/apps.mjs');
const { buildApps } = await import('../../scripts/lib/build-apps.mjs');
const { startStack } = await import('../../scripts/lib/stack.mjs');
const { startStaticServer } = await import('../../scripts/lib/static-server.mjs');

const loadingLabel = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'host/src/locales/en.json'), 'utf8'),
).sections.loading;

if (!flag('no-build')) {
  buildApps(FRONTEND_APPS, { env: { OUTPUT_DIR: DIST } });
  console.log('[build] monolith: building…');
  const monolith = spawnSync('pnpm', ['build:monolith'], { cwd: ROOT, stdio: 'inherit' });
  if (monolith.status !== 0) throw new Error('pnpm build:monolith failed');
  // Served as the MF builds are: precompressed brotli beside each file (build-apps does it for them).
  precompress(path.join(ROOT, 'e2e/bench/monolith/dist'));
}

const apps = appsFromEnv();
const stack = await startStack(apps, {
  distDir: DIST,
  quietApi: true,
  apiEnv: {
    DATABASE_FILE: path.join(dataDir, 'bench.sqlite'),
    DATA_DIR: dataDir,
    // Dozens of sign-ins from one address.
    AUTH_RATE_LIMIT_MAX: '1000',
  },
});
const monolithServer = await startStaticServer({
  root: path.join(ROOT, 'e2e/bench/monolith/dist'),
  port: MONOLITH_PORT,
  host: '127.0.0.1',
  spa: true,
  apiTarget: `http://127.0.0.1:${apps.api.port}`,
});
/** Problems per package, for the reference check of the monolith. */
function summariseProblems(check) {
  return check.packages
    .filter((p) => p.duplicated.length > 0)
    .map(
      (p) =>
        `${p.pkg}: ${p.duplicated.length} modules in two or more chunks (${p.duplicated
          .slice(0, 2)
          .map((d) => d.file.split('/').slice(-2).join('/'))
          .join(', ')}…)`,
    )
    .concat(check.problems.filter((text) => !text.includes(' downloaded ')))
    .join('; ');
}

const BUILDS = {
  mf: `http://127.0.0.1:${apps.host.port}`,
  monolith: `http://127.0.0.1:${MONOLITH_PORT}`,
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

let stopped = null;
const stopAll = () =>
  (stopped ??= (async () => {
    await browser.close().catch(() => undefined);
    await new Promise((resolve) => monolithServer.close(() => resolve()));
    monolithServer.closeAllConnections?.();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  })());
// Never leave the API child or the servers behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stopAll().finally(() => process.exit(130)));
}
process.on('unhandledRejection', (error) => {
  console.error(error);
  void stopAll().finally(() => process.exit(1));
});

let exitCode = 0;
try {
  const journey = (build, atStep) =>
    runJourney(browser, { baseURL: BUILDS[build], loadingLabel, atStep });

  for (const build of Object.keys(BUILDS)) {
    console.log(`[bench] ${build}: warm-up journey`);
    await journey(build);
  }
  const loadBefore = os.loadavg()[0];
  const measured = { mf: [], monolith: [] };
  for (let run = 1; run <= RUNS; run += 1) {
    const order = run % 2 ? ['mf', 'monolith'] : ['monolith', 'mf'];
    for (const build of order) {
      const result = await journey(build);
      measured[build].push(result);
      const times = [...STEPS, 'revisit', 'reload']
        .map((s) => `${s} ${Math.round(result.steps[s].visibleMs)}`)
        .join(', ');
      console.log(`[bench] ${build} run ${run}/${RUNS}: ${times} ms`);
    }
  }
  const loadAfter = os.loadavg();
  const mf = summarise(measured.mf);
  const monolith = summarise(measured.monolith);

  // The first-load budget: the login page's main thread at 4x CPU, and the user menu
  // clicked while the sections preload (1x and 4x CPU), builds alternating.
  const firstLoad = {
    mf: { cpu: [], menu1: [], menu4: [] },
    monolith: { cpu: [], menu1: [], menu4: [] },
  };
  for (let run = 1; run <= RUNS; run += 1) {
    const order = run % 2 ? ['mf', 'monolith'] : ['monolith', 'mf'];
    for (const build of order) {
      firstLoad[build].cpu.push(await loginCpu(browser, BUILDS[build], 4));
      if (run <= MENU_RUNS) {
        firstLoad[build].menu1.push(await menuWhilePreloading(browser, BUILDS[build], 1));
        firstLoad[build].menu4.push(await menuWhilePreloading(browser, BUILDS[build], 4));
      }
    }
    console.log(
      `[bench] first load run ${run}/${RUNS}: blocked at 4x MF ${Math.round(firstLoad.mf.cpu.at(-1).blockedMs)} ms, mono ${Math.round(firstLoad.monolith.cpu.at(-1).blockedMs)} ms`,
    );
  }

  const health = healthCostLine(await healthCost(measured.mf[0].entries));
  const singletons = await checkSingletons(measured.mf[0].entries);
  const monolithSingletons = await checkSingletons(measured.monolith[0].entries);
  if (!singletons.ok) exitCode = 1;

  console.log('[bench] axe over every screen of the MF journey');
  const axe = {};
  const axeFull = {};
  await journey('mf', async (page, step) => {
    const { summary, violations } = await axeViolations(page);
    axe[step] = summary;
    axeFull[step] = violations;
  });
  const dump = option('dump', null);
  if (dump) {
    // Everything measured, for a closer look (bodies left out).
    const strip = (journeys) =>
      journeys.map((j) => ({ ...j, entries: j.entries.map((e) => ({ ...e, body: undefined })) }));
    const data = {
      measured: { mf: strip(measured.mf), monolith: strip(measured.monolith) },
      axe: axeFull,
    };
    fs.writeFileSync(dump, JSON.stringify(data, null, 2));
    console.log(`[bench] raw figures written to ${dump}`);
  }

  let lighthouse = null;
  if (LIGHTHOUSE) {
    lighthouse = {};
    for (const [build, url] of Object.entries(BUILDS)) {
      console.log(`[bench] lighthouse: ${build}`);
      const { runLighthouse } = await import('./lib/lighthouse.mjs');
      lighthouse[build] = await runLighthouse(url, LIGHTHOUSE_RUNS);
    }
  }

  const cpus = os.cpus();
  const machine = `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.type()} ${os.release()}; Node ${process.version}; Chromium ${browser.version()} headless; load average (1 min) ${loadBefore.toFixed(1)} before the measured journeys, ${loadAfter[0].toFixed(1)} after (5 min: ${loadAfter[1].toFixed(1)}): other work on the machine shows in the times, not in the bytes`;
  const date = new Date().toISOString().slice(0, 10);
  const unstable = [...STEPS, 'revisit', 'reload'].filter(
    (s) => !mf.steps[s].bytesStable || !monolith.steps[s].bytesStable,
  );
  const encodings = [
    ...new Set(STEPS.flatMap((s) => [mf, monolith].flatMap((b) => b.steps[s].bytes.encodings))),
  ].join('/');
  const axeCounts = IMPACTS.map(
    (impact) =>
      `${Object.values(axe)
        .flat()
        .filter((v) => v.impact === impact)
        .reduce((n, v) => n + v.nodes, 0)} ${impact}`,
  );

  const sections = [
    `_Measured ${date} by \`pnpm bench:web${LIGHTHOUSE ? ' --lighthouse' : ''}\` on ${machine}._`,
    '',
    'Journey: login page → sign in (admin) → dashboard → journals → manuscripts → users → categories, by sidebar clicks (client-side navigations), in a fresh browser context (cold HTTP cache); then back to journals (revisit: its code is loaded) and a reload of the journals page (warm HTTP cache). MF: the host and the four remotes, each on its own loopback origin; monolith: `pnpm build:monolith`, the same code in one rspack build without Module Federation, each section a dynamic-import chunk. Both behind the same API and the same static server (brotli, immutable caching of hashed files).',
    '',
    `### Bytes (first measured journey; JS = every script response; gzip-9 computed by the bench on each decoded body; wire = the encoded body as sent, ${encodings || 'n/a'}; KB = 1024 bytes)`,
    '',
    bytesTable(mf, monolith),
    '',
    cssLine(mf, monolith),
    health,
    unstable.length
      ? `Bytes differed between runs at: ${unstable.join(', ')}.`
      : `Bytes were identical in all ${RUNS} measured journeys of each build.`,
    '',
    `### Time to content visible (ms; ${RUNS} journeys per build, fresh context each, builds alternating)`,
    '',
    'Content visible: login: the form\'s submit button; dashboard: a stat card value; journals, manuscripts, users: a data row of the section\'s table; categories: a tree node — each with a non-empty box, after the boot splash started fading. Page loads are timed from navigation start, client-side steps from the click. "Loading fallback painted": in how many runs the section\'s "' +
      loadingLabel +
      '" fallback was still on screen at the next animation frame (median time it stayed).',
    '',
    timesTable(mf, monolith),
    '',
    `### First load and input while preloading (medians, ${RUNS} login loads and ${MENU_RUNS} menu clicks per build and CPU rate)`,
    '',
    'Login blocked: the long tasks (> 50 ms, Long Tasks API) of a cold login page at 4× CPU throttling until the form is visible and the network idle; "over 50": what each exceeds 50 ms by (as TBT counts). User menu: sign in, wait for the app\'s `colophon:idle-preload` mark (the sections\' code is being preloaded), click the top bar\'s account menu at once; "opened" is the click event\'s timestamp to the DOM commit that shows the menu, "event" the Event Timing duration of the click (input delay + handlers + next paint, what INP counts).',
    '',
    firstLoadTable(firstLoad, mf, monolith),
    '',
    'From the source map of every downloaded chunk (see e2e/bench/lib/singletons.mjs).',
    '',
    singletonReport(singletons),
    '',
    `Monolith, the same check for reference: ${monolithSingletons.ok ? 'passed' : `${monolithSingletons.problems.length} problems: ${summariseProblems(monolithSingletons)}`}.`,
    '',
    `### Accessibility (axe-core, MF journey, all default rules, nothing excluded): ${axeCounts.join(', ')} nodes`,
    '',
    axeReport(axe),
  ];
  if (mf.errors.length || monolith.errors.length) {
    sections.push(
      '',
      `Page errors: MF ${mf.errors.length}, monolith ${monolith.errors.length} (${[...new Set([...mf.errors, ...monolith.errors])].slice(0, 3).join('; ')}).`,
    );
  }
  const lighthouseBody = lighthouse
    ? [
        `### Lighthouse 12 (${date}; mobile = default preset, desktop = desktop preset; simulated throttling; cold cache; dashboard signed in)`,
        '',
        lighthouseTable(lighthouse),
      ].join('\n')
    : readBetweenMarkers(DOC, ...LH_MARKERS) ||
      '### Lighthouse\n\nNot run yet: `pnpm bench:web --lighthouse`.';
  const body = [...sections, '', LH_MARKERS[0], lighthouseBody, LH_MARKERS[1]].join('\n');

  console.log(`\n${body}\n`);
  if (!flag('no-docs')) {
    writeBetweenMarkers(DOC, ...MARKERS, `## Web: Module Federation vs monolith\n\n${body}`, {
      title: 'Performance',
    });
    spawnSync('pnpm', ['exec', 'prettier', '--write', DOC], { cwd: ROOT, stdio: 'ignore' });
    console.log(`[bench] written to ${path.relative(ROOT, DOC)}`);
  }
  if (!singletons.ok) {
    console.error(
      `[bench] shared libraries downloaded more than once:\n${singletons.problems.join('\n')}`,
    );
  }
  const sectionFallbacks = SECTION_STEPS.filter((s) => mf.steps[s].fallbackRuns > 0);
  if (sectionFallbacks.length) {
    console.log(`[bench] MF loading fallback painted on: ${sectionFallbacks.join(', ')}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopAll();
}
process.exit(exitCode);
