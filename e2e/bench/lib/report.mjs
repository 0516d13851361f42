// Figures of the web bench: per-step bytes, times and fallbacks, as Markdown
// tables (printed and written into docs/performance.md).
import fs from 'node:fs';
import zlib from 'node:zlib';
import { IMPACTS } from './axe.mjs';
import { SECTION_STEPS, STEPS } from './journey.mjs';

const EXTRA_STEPS = ['revisit', 'reload'];
const LABELS = {
  login: 'login page',
  loginFirst: '… of which before its idle prefetch of the panel',
  dashboard: 'sign in → dashboard',
  dashboardFirst: '… of which before idle preloading',
  journals: 'journals list',
  manuscripts: 'manuscripts list',
  users: 'users list',
  categories: 'categories tree',
  total: '**journey total**',
  revisit: 'revisit journals (in-app)',
  reload: 'reload journals (warm cache)',
};

const gzipCache = new WeakMap();
const gzip9 = (body) => {
  if (!gzipCache.has(body)) gzipCache.set(body, zlib.gzipSync(body, { level: 9 }).length);
  return gzipCache.get(body);
};

/** Bytes and requests of one step of one journey. */
export function bytesOf(entries) {
  const sum = (list, f) => list.reduce((n, e) => n + f(e), 0);
  const downloaded = entries.filter((e) => !e.failed && !e.fromCache);
  const js = downloaded.filter((e) => e.type === 'script' && e.body);
  const css = downloaded.filter((e) => e.type === 'stylesheet' && e.body);
  return {
    requests: entries.length,
    cached: entries.filter((e) => e.fromCache).length,
    jsRequests: js.length,
    jsRaw: sum(js, (e) => e.body.length),
    jsGzip: sum(js, (e) => gzip9(e.body)),
    jsWire: sum(js, (e) => e.wire),
    cssRequests: css.length,
    cssRaw: sum(css, (e) => e.body.length),
    cssGzip: sum(css, (e) => gzip9(e.body)),
    cssWire: sum(css, (e) => e.wire),
    allWire: sum(downloaded, (e) => e.wire),
    encodings: [...new Set(js.map((e) => e.encoding ?? 'identity'))],
  };
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Per-build summary of its measured journeys (the first is the cold run reported for bytes). */
export function summarise(journeys) {
  const steps = {};
  for (const step of [...STEPS, ...EXTRA_STEPS]) {
    const perRun = journeys.map((j) => bytesOf(j.entries.filter((e) => e.step === step)));
    const times = journeys.map((j) => j.steps[step]?.visibleMs);
    const fallbacks = journeys.map((j) => j.steps[step]?.fallbacks ?? []);
    const painted = fallbacks.map((list) => list.filter((f) => f.painted));
    steps[step] = {
      bytes: perRun[0],
      // Same code, same journey: the bytes must not differ between runs.
      bytesStable: perRun.every((b) => b.jsRaw === perRun[0].jsRaw),
      coldMs: times[0],
      medianMs: median(times),
      times,
      fallbackRuns: painted.filter((list) => list.length > 0).length,
      fallbackMs: median(
        painted.flatMap((list) => list.map((f) => (f.removedAt ?? f.insertedAt) - f.insertedAt)),
      ),
    };
  }
  // The login and dashboard steps without what the app's idle work fetched:
  // the sign-in page's prefetch of the panel, the dashboard's preloading of the sections.
  const beforeIdle = (step) => {
    const perRun = journeys.map((j) =>
      bytesOf(j.entries.filter((e) => e.step === step && !e.afterIdle)),
    );
    return { bytes: perRun[0], bytesStable: perRun.every((b) => b.jsRaw === perRun[0].jsRaw) };
  };
  steps.loginFirst = beforeIdle('login');
  steps.dashboardFirst = beforeIdle('dashboard');
  const total = {};
  for (const key of Object.keys(steps.login.bytes)) {
    if (typeof steps.login.bytes[key] !== 'number') continue;
    total[key] = STEPS.reduce((n, s) => n + steps[s].bytes[key], 0);
  }
  const sumTimes = (pick) => STEPS.reduce((n, s) => n + pick(steps[s]), 0);
  steps.total = {
    bytes: total,
    bytesStable: STEPS.every((s) => steps[s].bytesStable),
    coldMs: sumTimes((s) => s.coldMs),
    medianMs: median(journeys.map((j) => STEPS.reduce((n, s) => n + j.steps[s].visibleMs, 0))),
  };
  return { runs: journeys.length, steps, errors: journeys.flatMap((j) => j.errors) };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (Number.isFinite(value) ? Math.round(value).toString() : '–');
const ratio = (a, b) => (b > 0 && Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '–');
const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? '---' : '--:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export function bytesTable(mf, mono) {
  const order = [...STEPS, 'total', ...EXTRA_STEPS];
  order.splice(order.indexOf('login') + 1, 0, 'loginFirst');
  order.splice(order.indexOf('dashboard') + 1, 0, 'dashboardFirst');
  const rows = order.map((step) => {
    const a = mf.steps[step].bytes;
    const b = mono.steps[step].bytes;
    return [
      LABELS[step],
      kb(a.jsGzip),
      kb(b.jsGzip),
      ratio(a.jsGzip, b.jsGzip),
      kb(a.jsRaw),
      kb(b.jsRaw),
      ratio(a.jsRaw, b.jsRaw),
      kb(a.jsWire),
      kb(b.jsWire),
      `${a.jsRequests} / ${b.jsRequests}`,
      `${a.requests} / ${b.requests}`,
    ];
  });
  return table(
    [
      'Step',
      'JS gzip-9 KB, MF',
      'mono',
      'MF/mono',
      'JS raw KB, MF',
      'mono',
      'MF/mono',
      'JS wire KB, MF',
      'mono',
      'JS requests MF / mono',
      'all requests MF / mono',
    ],
    rows,
  );
}

export function cssLine(mf, mono) {
  const a = mf.steps.total.bytes;
  const b = mono.steps.total.bytes;
  if (a.cssRequests + b.cssRequests === 0) {
    return 'CSS: no stylesheet was requested by either build (antd styles are CSS-in-JS, inside the JS above).';
  }
  return `CSS over the journey: MF ${a.cssRequests} files, ${kb(a.cssGzip)} KB gzip-9 (${kb(a.cssRaw)} KB raw, ${kb(a.cssWire)} KB wire); monolith ${b.cssRequests} files, ${kb(b.cssGzip)} KB gzip-9 (${kb(b.cssRaw)} KB raw, ${kb(b.cssWire)} KB wire).`;
}

export function timesTable(mf, mono) {
  const fallback = (s) =>
    SECTION_STEPS.includes(s.name) || s.name === 'revisit'
      ? `${s.fallbackRuns}/${s.runs}${s.fallbackRuns ? ` (${ms(s.fallbackMs)} ms)` : ''}`
      : '';
  const rows = [...STEPS, 'total', ...EXTRA_STEPS].map((step) => {
    const a = { ...mf.steps[step], name: step, runs: mf.runs };
    const b = { ...mono.steps[step], name: step, runs: mono.runs };
    return [
      LABELS[step],
      ms(a.coldMs),
      ms(b.coldMs),
      ms(a.medianMs),
      ms(b.medianMs),
      ratio(a.medianMs, b.medianMs),
      step === 'total' ? '' : fallback(a),
      step === 'total' ? '' : fallback(b),
    ];
  });
  return table(
    [
      'Step',
      'visible ms, 1st run MF',
      '1st run mono',
      `median of ${mf.runs} MF`,
      `median of ${mono.runs} mono`,
      'MF/mono',
      'loading fallback painted MF',
      'mono',
    ],
    rows,
  );
}

/** Every run's performance score, lowest to highest (the row is the median run). */
const runRange = (result) =>
  result.performanceRuns?.length > 1
    ? `(${[...result.performanceRuns].sort((x, y) => x - y).join(', ')})`
    : '';

export function lighthouseTable(results) {
  const rows = [];
  for (const page of ['login', 'dashboard']) {
    for (const formFactor of ['mobile', 'desktop']) {
      const a = results.mf[page][formFactor];
      const b = results.monolith[page][formFactor];
      rows.push([
        `${page} (${formFactor})`,
        `${a.performance} ${runRange(a)} / ${b.performance} ${runRange(b)}`,
        `${a.accessibility} / ${b.accessibility}`,
        `${ms(a.fcpMs)} / ${ms(b.fcpMs)}`,
        `${ms(a.lcpMs)} / ${ms(b.lcpMs)}`,
        `${ms(a.tbtMs)} / ${ms(b.tbtMs)}`,
      ]);
    }
  }
  const all = Object.values(results).flatMap((pages) =>
    Object.values(pages).flatMap((byForm) => Object.values(byForm)),
  );
  const indexes = all.map((r) => r.benchmarkIndex).filter(Number.isFinite);
  const warnings = [...new Set(all.flatMap((r) => r.warnings ?? []))];
  const a11y = [...new Set(all.flatMap((r) => r.a11yFailures ?? []))];
  const runs = all[0]?.performanceRuns?.length ?? 1;
  const notes = [
    runs > 1
      ? `Each row is the run nearest the median of ${runs} (Lighthouse's computeMedianRun: first contentful paint and time to interactive); every run's performance score in brackets.`
      : '',
    indexes.length
      ? `Lighthouse benchmarkIndex of this machine during the runs: ${Math.min(...indexes)}–${Math.max(...indexes)}.`
      : '',
    a11y.length ? `Failed accessibility audits: ${a11y.map((id) => `\`${id}\``).join(', ')}.` : '',
    ...warnings.map((w) => `Lighthouse warning: ${w}`),
  ].filter(Boolean);
  return `${table(
    [
      'Page',
      'performance MF / mono',
      'accessibility MF / mono',
      'FCP ms MF / mono',
      'LCP ms MF / mono',
      'TBT ms MF / mono',
    ],
    rows,
  )}${notes.length ? `\n\n${notes.join('\n\n')}` : ''}`;
}

export function axeReport(byStep) {
  const lines = [];
  for (const [step, violations] of Object.entries(byStep)) {
    const counts = IMPACTS.map(
      (impact) => `${impact} ${violations.filter((v) => v.impact === impact).length}`,
    );
    lines.push(`- ${LABELS[step] ?? step}: ${counts.join(', ')}`);
    for (const v of violations) {
      lines.push(
        `  - ${v.impact}: \`${v.id}\` (${v.nodes} node${v.nodes === 1 ? '' : 's'}): ${v.help}; e.g. \`${v.targets.join('`, `')}\``,
      );
    }
  }
  return lines.join('\n');
}

export function singletonReport(check) {
  const lines = check.packages.map(
    (p) =>
      `- \`${p.pkg}\`: ${p.modules} modules in ${p.chunks.length} chunk${p.chunks.length === 1 ? '' : 's'} from ${p.origins.join(', ') || 'nowhere'}; ${p.copies.length} cop${p.copies.length === 1 ? 'y' : 'ies'}; ${p.duplicated.length} module${p.duplicated.length === 1 ? '' : 's'} downloaded twice`,
  );
  if (check.unmapped.length) {
    const describe = (u) =>
      `${u.url.replace(/^https?:\/\/[^/]+/, '')} (${u.bytes} B, ${u.container}, exports ${u.exports.length}: ${u.exports.slice(0, 3).join(', ')}…)`;
    lines.push(
      `- chunks without a source map (generated re-export code only): ${check.unmapped.map(describe).join('; ')}`,
    );
  }
  for (const problem of check.problems) lines.push(`- **problem**: ${problem}`);
  return lines.join('\n');
}

/** Replaces the text between `start` and `end` markers of `file` (appended when missing). */
export function writeBetweenMarkers(file, start, end, body, { title } = {}) {
  const block = `${start}\n${body.trim()}\n${end}`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `# ${title}\n`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) {
    text = text.slice(0, from) + block + text.slice(to + end.length);
  } else {
    text = `${text.trimEnd()}\n\n${block}\n`;
  }
  fs.writeFileSync(file, text);
}

/** The text between markers in `file`, or null. */
export function readBetweenMarkers(file, start, end) {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from >= 0 && to > from ? text.slice(from + start.length, to).trim() : null;
}

/** The first-load targets beside what was measured (see lib/first-load.mjs). */
export function firstLoadTable(firstLoad, mf, mono) {
  const med = (list, pick) => median(list.map(pick).filter((v) => v !== null));
  const max = (list, pick) => Math.max(...list.map(pick).filter((v) => v !== null));
  const row = (label, target, a, b) => [label, target, a, b];
  const bytes = (build, step) => build.steps[step].bytes;
  const rows = [
    row(
      'login: JS gzip-9 KB (before its idle prefetch of the panel)',
      '≤ 250',
      kb(bytes(mf, 'loginFirst').jsGzip),
      kb(bytes(mono, 'loginFirst').jsGzip),
    ),
    row(
      'login: JS requests (before its idle prefetch)',
      '≤ 8',
      bytes(mf, 'loginFirst').jsRequests,
      bytes(mono, 'loginFirst').jsRequests,
    ),
    row(
      'login: idle prefetch of the panel, JS gzip-9 KB (requests)',
      '',
      `${kb(bytes(mf, 'login').jsGzip - bytes(mf, 'loginFirst').jsGzip)} (${bytes(mf, 'login').jsRequests - bytes(mf, 'loginFirst').jsRequests})`,
      `${kb(bytes(mono, 'login').jsGzip - bytes(mono, 'loginFirst').jsGzip)} (${bytes(mono, 'login').jsRequests - bytes(mono, 'loginFirst').jsRequests})`,
    ),
    row(
      'login: main thread blocked at 4× CPU, ms (over 50)',
      '≤ 600',
      `${ms(med(firstLoad.mf.cpu, (r) => r.blockedMs))} (${ms(med(firstLoad.mf.cpu, (r) => r.over50Ms))})`,
      `${ms(med(firstLoad.monolith.cpu, (r) => r.blockedMs))} (${ms(med(firstLoad.monolith.cpu, (r) => r.over50Ms))})`,
    ),
    row(
      'login: longest task at 4× CPU, ms',
      '',
      ms(med(firstLoad.mf.cpu, (r) => r.longest)),
      ms(med(firstLoad.monolith.cpu, (r) => r.longest)),
    ),
    row(
      'sign in → dashboard before idle preloading: JS gzip-9 KB',
      '≤ 60',
      kb(bytes(mf, 'dashboardFirst').jsGzip),
      kb(bytes(mono, 'dashboardFirst').jsGzip),
    ),
  ];
  for (const [key, label] of [
    ['menu1', '1×'],
    ['menu4', '4×'],
  ]) {
    rows.push(
      row(
        `user menu while preloading at ${label} CPU: opened ms, median (max)`,
        '≤ 100',
        `${ms(med(firstLoad.mf[key], (r) => r.openedMs))} (${ms(max(firstLoad.mf[key], (r) => r.openedMs))})`,
        `${ms(med(firstLoad.monolith[key], (r) => r.openedMs))} (${ms(max(firstLoad.monolith[key], (r) => r.openedMs))})`,
      ),
      row(
        `user menu while preloading at ${label} CPU: click event duration ms, median (max)`,
        '',
        `${ms(med(firstLoad.mf[key], (r) => r.eventMs))} (${ms(max(firstLoad.mf[key], (r) => r.eventMs))})`,
        `${ms(med(firstLoad.monolith[key], (r) => r.eventMs))} (${ms(max(firstLoad.monolith[key], (r) => r.eventMs))})`,
      ),
    );
  }
  rows.push(
    row(
      'journey total visible ms, MF/mono (median)',
      '≤ 1.05×',
      ratio(mf.steps.total.medianMs, mono.steps.total.medianMs),
      '',
    ),
    row(
      'login visible ms, MF/mono (median)',
      '≤ 1.03×',
      ratio(mf.steps.login.medianMs, mono.steps.login.medianMs),
      '',
    ),
    row(
      'revisit journals (in-app) visible ms, median',
      '≤ 50',
      ms(mf.steps.revisit.medianMs),
      ms(mono.steps.revisit.medianMs),
    ),
  );
  return table(['Measure', 'target', 'MF', 'mono'], rows);
}
