// Rollouts that watch themselves: a canary of the journals section that throws
// while rendering is rolled back by the API's rollout watcher from the health
// the readers' browsers report, with the rule and the figures in the history;
// a healthy canary under the same traffic stays. Real built remotes, real
// beacons (sendBeacon on each page's exit), a 2-minute policy window and a
// watcher reading it every second (global-setup: ROLLOUT_WATCH_INTERVAL_MS).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  DEFAULT_ROLLOUT_POLICY,
  type RolloutPolicy,
} from '../../shared/src/contracts/section-health';
import { type Account, adminToken, cohortPair, newAccount, registry } from '../support/releases';
import { releaseDemo, rollout, signedInContext } from '../support/rollout-watch';
import { signIn } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const SECTION = 'journals';
const APP = 'mf-journals';
/** A policy a test can breach in a minute: judged from 5 canary sessions over the last 2 minutes. */
const POLICY: RolloutPolicy = {
  ...DEFAULT_ROLLOUT_POLICY,
  window_minutes: 2,
  min_sessions: 5,
  max_error_rate: 2,
  error_ratio: 2,
};
const WATCH_INTERVAL_MS = 1000;
/** Rounds of page loads before a test gives up (each round: one load per reader). */
const MAX_ROUNDS = 40;
const SECTION_ERROR = 'This section could not be displayed';

let inside: Account; // journals cohort < 50: gets the canary
let outside: Account; // cohort >= 50: gets stable

test.beforeAll(async ({ request }) => {
  ({ inside, outside } = await cohortPair(SECTION, 50, (i) =>
    newAccount(request, `Watched Reader ${i}`),
  ));
  const token = await adminToken(request);
  await registry(request, token).reset(SECTION);
  await rollout(request, token, SECTION).setPolicy(POLICY);
});

test.afterAll(async ({ request }) => {
  const token = await adminToken(request);
  await registry(request, token).reset(SECTION);
  await rollout(request, token, SECTION).setPolicy(DEFAULT_ROLLOUT_POLICY);
});

interface Readers {
  canary: Page;
  stable: Page;
  close: () => Promise<void>;
}

/** The two readers, each in a browser of their own. */
async function openReaders(
  browser: Parameters<typeof signedInContext>[0],
  request: Parameters<typeof signedInContext>[1],
): Promise<Readers> {
  const contexts: BrowserContext[] = [
    await signedInContext(browser, request, inside),
    await signedInContext(browser, request, outside),
  ];
  const [canary, stable] = await Promise.all(contexts.map((c) => c.newPage()));
  return {
    canary: canary!,
    stable: stable!,
    close: async () => {
      for (const context of contexts) await context.close();
    },
  };
}

/**
 * One page load of the section (the previous one's exit sends its beacon):
 * whether it rendered, or showed the section error. Waits for the network to
 * settle so the health collector, loaded once the page is idle, is running.
 */
async function load(page: Page): Promise<'rendered' | 'broken'> {
  await page.goto(`/${SECTION}`);
  const rendered = page.getByTestId('section-version');
  const broken = page.getByRole('alert').filter({ hasText: SECTION_ERROR });
  await expect(rendered.or(broken).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return (await broken.count()) > 0 ? 'broken' : 'rendered';
}

test('a canary that throws while rendering is rolled back automatically, with the reason in the history', async ({
  browser,
  request,
  page,
}) => {
  const token = await adminToken(request);
  const watch = rollout(request, token, SECTION);
  const version = releaseDemo(APP, SECTION, { fault: 'render', percentage: 50 });
  expect(await watch.liveCanary()).toBe(version);

  const readers = await openReaders(browser, request);
  let firstBrokenAt = 0;
  let canaryLoads = 0;
  let rounds = 0;
  while ((await watch.liveCanary()) === version) {
    expect(rounds, 'the canary is still live after all the traffic').toBeLessThan(MAX_ROUNDS);
    rounds += 1;
    const [canary, stable] = await Promise.all([load(readers.canary), load(readers.stable)]);
    expect(stable).toBe('rendered');
    if (canary === 'broken') {
      canaryLoads += 1;
      firstBrokenAt ||= Date.now();
    }
    // The canary reader gets the broken build until the watcher acts (then stable).
    if (!firstBrokenAt) expect(canary).toBe('broken');
  }
  const detectedAt = Date.now();

  const [entry] = (await watch.history()).filter(
    (e) => e.action === 'auto_rollback' && e.verdict?.canary.version === version,
  );
  expect(entry, 'an auto_rollback of the broken canary in the history').toBeDefined();
  expect(entry!.by).toBeNull();
  expect(entry!.verdict).toMatchObject({
    rule: 'error_rate',
    window_minutes: POLICY.window_minutes,
  });
  const verdict = entry!.verdict!;
  expect(verdict.canary.version).toBe(version);
  expect(verdict.canary.sessions).toBeGreaterThanOrEqual(POLICY.min_sessions);
  expect(verdict.canary.error_rate!).toBeGreaterThan(POLICY.max_error_rate);
  // Gone within the policy's window of the first broken render.
  const rolledBackAt = Date.parse(entry!.at);
  expect(rolledBackAt - firstBrokenAt).toBeLessThan(POLICY.window_minutes * 60_000);

  // The next page load of the canary's reader is stable again.
  expect(await load(readers.canary)).toBe('rendered');
  await expect(readers.canary.getByTestId('section-preview')).toHaveCount(0);

  console.log(
    `[rollout-watch] broken canary ${version}: first broken render → rollback ` +
      `${((rolledBackAt - firstBrokenAt) / 1000).toFixed(1)} s (seen by the test after ` +
      `${((detectedAt - firstBrokenAt) / 1000).toFixed(1)} s); ${canaryLoads} broken page loads ` +
      `in ${rounds} rounds; the watcher's window: canary ${verdict.canary.sessions} sessions ` +
      `(${verdict.canary.errored_sessions} errored, ${verdict.canary.error_rate} %), stable ` +
      `${verdict.stable?.sessions ?? 0} sessions (${verdict.stable?.error_rate ?? 0} %); ` +
      `${((detectedAt - firstBrokenAt) / 1000 / rounds).toFixed(1)} s per round`,
  );
  await readers.close();

  // The release screen tells it: the history names the watcher, the rule and the figures.
  await signIn(page);
  await page.goto('/settings/releases');
  const card = page.getByTestId('release-journals');
  await card.getByText('Health, rollout policy and history').click();
  await card.getByRole('tab', { name: 'History' }).click();
  const item = card.getByTestId(`history-${entry!.id}`);
  await expect(item).toContainText('Rolled back automatically');
  await expect(item).toContainText('Rollout watcher');
  await expect(item).toContainText(
    new RegExp(`Error rate .+ over ${verdict.canary.sessions} sessions`),
  );
});

test('a healthy canary under the same traffic is not rolled back', async ({ browser, request }) => {
  const token = await adminToken(request);
  const watch = rollout(request, token, SECTION);
  const version = releaseDemo(APP, SECTION, { percentage: 50 });
  expect(await watch.liveCanary()).toBe(version);

  const readers = await openReaders(browser, request);
  let rounds = 0;
  // Until the watcher has its sample of the canary: from then on it judges it every second.
  for (;;) {
    expect(rounds, 'the canary never reached its sample').toBeLessThan(MAX_ROUNDS);
    rounds += 1;
    expect(await Promise.all([load(readers.canary), load(readers.stable)])).toEqual([
      'rendered',
      'rendered',
    ]);
    await expect(readers.canary.getByTestId('section-preview')).toContainText(
      `Preview v${version}`,
    );
    const { window } = await watch.health();
    if (window.canary?.version === version && window.canary.sessions >= POLICY.min_sessions) break;
  }
  await readers.close();

  // Several runs of the watcher later, with the full sample: still live, no breach.
  for (let run = 0; run < 5; run += 1) {
    await new Promise((resolve) => setTimeout(resolve, WATCH_INTERVAL_MS));
    expect(await watch.liveCanary()).toBe(version);
    const health = await watch.health();
    expect(health.breach).toBeNull();
    expect(health.window.canary?.sessions).toBeGreaterThanOrEqual(POLICY.min_sessions);
  }
  const history = await watch.history();
  expect(
    history.filter((e) => e.action === 'auto_rollback' && e.verdict?.canary.version === version),
  ).toEqual([]);
  console.log(`[rollout-watch] healthy canary ${version}: still live after ${rounds} rounds`);
});
