// The rollout watcher with two API processes on one PostgreSQL: a canary
// whose sessions break is rolled back by itself within a few watcher periods
// (ROLLOUT_WATCH_INTERVAL_MS), once — one auto_rollback in the history and
// one notice per administrator, though both processes evaluate it.
import { check, expect } from '../support/report.mjs';
import { request } from '../support/client.mjs';

const WAIT_MS = 15_000;

/** A page load's health sample (shared/src/contracts/section-health.ts). */
const sample = (section, version, channel, broken) => ({
  section,
  version,
  channel,
  cohort: channel === 'canary' ? 10 : 80,
  sessions: 1,
  errored_sessions: broken ? 1 : 0,
  load_errors: 0,
  render_errors: broken ? 1 : 0,
  unhandled_errors: 0,
  api_calls: 2,
  api_failures: 0,
  lcp_ms: [],
  inp_ms: [],
  cls: [],
});

export async function rolloutWatchChecks(ctx, releases) {
  const { section } = releases;
  const path = `/api/v1/remotes/${section}`;
  const admin = { token: ctx.adminToken };

  await check(
    'a broken canary is rolled back by the watcher, once, across both processes',
    async () => {
      const before = await ctx.sql(
        'select coalesce(max(id), 0) as id from audit_log where entity = $1',
        [`section_rollout:${section}`],
      );
      const policy = await request(ctx.base, 'PUT', `${path}/policy`, {
        ...admin,
        json: {
          enabled: true,
          window_minutes: 10,
          min_sessions: 30,
          max_error_rate: 2,
          error_ratio: 2,
          max_inp_regression_ms: null,
          max_lcp_regression_ms: null,
          promote_after_minutes: null,
        },
      });
      expect(policy.status === 200, `PUT policy: ${policy.status} ${JSON.stringify(policy.data)}`);
      const rollout = await ctx.sql(
        'select stable_version from section_rollouts where section = $1',
        [section],
      );
      const stable = rollout[0]?.stable_version ?? null;
      const canary = releases.versions.find((v) => v !== stable);
      const set = await request(ctx.base, 'PUT', `${path}/canary`, {
        ...admin,
        json: { version: canary, percentage: 50 },
      });
      expect(set.status === 200, `PUT canary: ${set.status} ${JSON.stringify(set.data)}`);
      const setAt = Date.now();

      // 40 broken canary sessions and 40 healthy stable ones, through nginx and
      // straight to each process, so both have taken beacons.
      const targets = [ctx.base, ...ctx.apis.map((a) => a.url), ctx.base];
      const statuses = [];
      for (const base of targets) {
        const samples = [
          ...Array.from({ length: 10 }, () => sample(section, canary, 'canary', true)),
          ...Array.from({ length: 10 }, () =>
            sample(section, stable ?? 'deployed', 'stable', false),
          ),
        ];
        const sent = await request(base, 'POST', '/api/v1/remotes/health', { json: { samples } });
        statuses.push(sent.status);
      }
      expect(
        statuses.every((s) => s === 202),
        `beacons answered ${statuses.join(' ')}`,
      );

      let live = true;
      while (live && Date.now() - setAt < WAIT_MS) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const row = await ctx.sql(
          'select canary_version from section_rollouts where section = $1',
          [section],
        );
        live = row[0]?.canary_version === canary;
      }
      const took = Date.now() - setAt;
      expect(!live, `the canary ${canary} was still live after ${WAIT_MS} ms`);
      // Another period of each process: still one rollback.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const entries = await ctx.sql(
        "select id, actor_id, after from audit_log where entity = $1 and id > $2 and action = 'auto_rollback'",
        [`section_rollout:${section}`, before[0].id],
      );
      expect(entries.length === 1, `${entries.length} auto_rollback entries`);
      expect(entries[0].actor_id === null, 'the rollback is recorded as the watcher’s');
      const verdict = JSON.parse(entries[0].after).verdict;
      expect(verdict?.rule === 'error_rate', `verdict ${JSON.stringify(verdict)}`);
      const history = await request(ctx.base, 'GET', `${path}/history?limit=5`, admin);
      const first = history.data?.data?.[0];
      expect(
        first?.action === 'auto_rollback' &&
          first.by === null &&
          first.verdict?.rule === 'error_rate',
        `history starts with ${JSON.stringify(first)}`,
      );
      const notices = await ctx.sql(
        "select count(*)::int as n from notifications n join users u on u.id = n.user_id where n.code = 'canaryRolledBack' and u.email = 'admin@colophon.test' and n.params like $1",
        [`%"version":"${canary}"%`],
      );
      expect(notices[0].n >= 1, 'the administrator was not told');
      return `rolled back ${took} ms after the canary was set (${verdict.canary.sessions} canary sessions, ${verdict.canary.error_rate} % errors), one history entry, ${notices[0].n} notice to the demo administrator`;
    },
  );
}
