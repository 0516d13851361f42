// 16 concurrent release changes (promote, canary, rollback) sent to both
// processes at once leave one history: every audit entry starts from the state
// the previous one left, and its result is one its action can produce
// (the API suite's chain check, api/test/scale/release-chain.ts).
import { check, expect } from '../support/report.mjs';
import { request } from '../support/client.mjs';

const KEYS = ['stable_version', 'canary_version', 'canary_percentage', 'previous_versions'];

export async function releaseChecks(ctx, releases) {
  const { chainViolations } = await ctx.importTs('api/test/scale/release-chain.ts');
  const entity = `section_rollout:${releases.section}`;

  await check(
    '16 concurrent promotes/rollbacks across both processes leave a consistent history',
    async () => {
      const before = await ctx.sql(
        'select coalesce(max(id), 0) as id from audit_log where entity = $1',
        [entity],
      );
      const row = await ctx.sql(
        'select stable_version, canary_version, canary_percentage, previous_versions from section_rollouts where section = $1',
        [releases.section],
      );
      const initial = row[0] ?? {
        stable_version: null,
        canary_version: null,
        canary_percentage: 0,
        previous_versions: '[]',
      };
      const call = (i) => {
        const api = ctx.apis[i % 2];
        const version = releases.versions[i % releases.versions.length];
        const path = `/api/v1/remotes/${releases.section}`;
        const o = { token: ctx.adminToken };
        if (i % 4 === 1)
          return request(api.url, 'PUT', `${path}/canary`, {
            ...o,
            json: { version, percentage: 20 },
          });
        if (i % 4 === 2) return request(api.url, 'POST', `${path}/rollback`, o);
        return request(api.url, 'POST', `${path}/promote`, { ...o, json: { version } });
      };
      const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => call(i)));
      const statuses = answers.map((r) => r.status);
      // A rollback with nothing to restore is refused (422); nothing else may fail.
      expect(
        statuses.every((s) => s === 200 || s === 422),
        `statuses ${statuses.join(' ')}: ${JSON.stringify(answers.find((r) => r.status !== 200 && r.status !== 422)?.data)}`,
      );
      const ok = statuses.filter((s) => s === 200).length;
      const audit = await ctx.sql(
        'select id, action, before, after from audit_log where entity = $1 and id > $2 order by id',
        [entity, before[0].id],
      );
      expect(audit.length === ok, `${ok} changes answered 200, ${audit.length} audit entries`);
      expect(ok >= 12, `only ${ok} of 16 changes succeeded`);
      const problems = chainViolations(audit, initial);
      expect(problems.length === 0, problems.join('\n'));
      const now = await ctx.sql(
        'select stable_version, canary_version, canary_percentage, previous_versions from section_rollouts where section = $1',
        [releases.section],
      );
      const last = JSON.parse(audit.at(-1).after);
      const fields = (r) => KEYS.map((k) => r[k]).join('|');
      expect(
        fields(now[0]) === fields(last),
        `the rollout row ${JSON.stringify(now[0])} is not the last entry's ${JSON.stringify(last)}`,
      );
      return `${ok} changes (${statuses.filter((s) => s === 422).length} refused rollbacks), ${audit.length} entries in one chain`;
    },
  );
}
