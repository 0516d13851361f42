// The first-load budget's measures beside the journey, each in a fresh browser context:
//
// - loginCpu: the login page at 4x CPU throttling (Chromium's
//   Emulation.setCPUThrottlingRate): the main thread's long tasks (> 50 ms,
//   Long Tasks API) from navigation start until the form is visible and the
//   network has been idle for 500 ms. "Blocked" is the sum of their durations;
//   TBT-style "over 50" the sum of what each exceeds 50 ms by.
// - menuWhilePreloading: sign in, wait for the dashboard's idle preloading of
//   the sections to start (the app's `colophon:idle-preload` performance mark),
//   then click the user menu at once, and read the click's Event Timing entry
//   (input delay + processing + next paint: what INP counts) and the time
//   until the menu is visible. Run at 1x and at 4x CPU.
/* global window, document, MutationObserver */
import { ADMIN, appMarkSet, CONTENT, IDLE_PREFETCH_MARK, IDLE_PRELOAD_MARK } from './journey.mjs';

const USER_MENU = 'header button[aria-label^="Account menu"]';

function installObservers() {
  window.__firstLoad = { longTasks: [], events: [], clickAt: null, menuAt: null };
  window.addEventListener('click', (e) => (window.__firstLoad.clickAt = e.timeStamp), true);
  const menuShown = () => {
    const first = window.__firstLoad;
    if (first.clickAt === null || first.menuAt !== null) return;
    const menu = document.querySelector('.ant-dropdown-menu');
    if (menu && menu.getBoundingClientRect().height > 0) first.menuAt = performance.now();
  };
  new MutationObserver(menuShown).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__firstLoad.longTasks.push({ start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__firstLoad.events.push({
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        inputDelay: e.processingStart - e.startTime,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function throttled(context, page, rate) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

async function quiet(page, ms = 500) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(ms);
}

/** Main-thread blocking of a cold login page at `rate`x CPU. */
export async function loginCpu(browser, baseURL, rate = 4) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(installObservers);
    await throttled(context, page, rate);
    await page.goto('/login');
    await page.locator(CONTENT.login).first().waitFor({ timeout: 60_000 });
    await quiet(page);
    const tasks = await page.evaluate(() => window.__firstLoad.longTasks);
    return {
      blockedMs: tasks.reduce((n, t) => n + t.duration, 0),
      over50Ms: tasks.reduce((n, t) => n + Math.max(0, t.duration - 50), 0),
      longest: Math.max(0, ...tasks.map((t) => t.duration)),
      tasks: tasks.length,
    };
  } finally {
    await context.close();
  }
}

/** The user menu clicked while the sections are being preloaded. */
export async function menuWhilePreloading(browser, baseURL, rate = 1) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(installObservers);
    await page.goto('/login');
    // As in the journey: the idle sign-in page's prefetch of the panel is done by the
    // time a user has typed (the page has none when the build lists no files).
    await appMarkSet(page, IDLE_PREFETCH_MARK);
    await quiet(page);
    await page.getByLabel(/email/i).fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    if (rate > 1) await throttled(context, page, rate);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.locator(CONTENT.dashboard).first().waitFor({ timeout: 60_000 });
    const marked = await appMarkSet(page, IDLE_PRELOAD_MARK, { timeout: 30_000, polling: 'raf' });
    await page.locator(USER_MENU).click({ noWaitAfter: true });
    await page.locator('.ant-dropdown-menu').first().waitFor({ state: 'visible', timeout: 30_000 });
    // The Event Timing entry is reported after the next paint.
    await page.waitForTimeout(300);
    const result = await page.evaluate((mark) => {
      const { clickAt: since, menuAt, events } = window.__firstLoad;
      const click = events.find((e) => e.name === 'click' && Math.abs(e.start - since) < 2);
      const preload = performance.getEntriesByName(mark)[0];
      return {
        // From the click event's timestamp to the DOM commit that showed the menu.
        openedMs: menuAt - since,
        eventMs: click?.duration ?? null,
        inputDelayMs: click?.inputDelay ?? null,
        clickAfterPreloadStartMs: preload ? since - preload.startTime : null,
      };
    }, IDLE_PRELOAD_MARK);
    // Preloading still running when the menu opened? Its requests go on after the click.
    return { ...result, preloadMarked: marked };
  } finally {
    await context.close();
  }
}
