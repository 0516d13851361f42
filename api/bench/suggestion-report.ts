// Writes the reviewer-suggestions bench's figures between the markers of
// docs/reviewer-choice.md (the rest of the page is written by hand).
import fs from 'node:fs/promises';
import os from 'node:os';
import * as prettier from 'prettier';
import type { SuggestionFigures } from './suggestion-coverage';
import { ENOUGH, SUGGESTION_STATUSES } from './suggestion-coverage';

const START = '<!-- suggestions-bench:start -->';
const END = '<!-- suggestions-bench:end -->';
const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '–');

export async function writeSuggestionsSection(
  file: string,
  results: { label: string; figures: SuggestionFigures }[],
  loadBefore: number,
) {
  const cpu = os.cpus();
  const lines = [
    START,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`pnpm --filter api bench:suggestions\` on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version}: the freshly seeded demo data, every manuscript in ${SUGGESTION_STATUSES.join(', ')}, asked through the endpoint as the demo editor-in-chief (in process, one request at a time; the whole answer, conflicts and track records included). Load average (1 min) ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after: above 2 (the machine's cores) the times are the busy machine's; the ranking itself takes about 1 ms of CPU for the seed's 15 reviewers and 3–5 ms for 500 (docs above).`,
    '',
    `| database | manuscripts | ≥ ${ENOUGH} suggestions | ≥ ${ENOUGH} matched on research areas or publications | suggestions without a reason | median ms | p95 ms | max ms |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      ({ label, figures: f }) =>
        `| ${label} | ${f.manuscripts} | ${f.withThree} (${pct(f.withThree, f.manuscripts)}) | ${f.withThreeFromProfile} (${pct(f.withThreeFromProfile, f.manuscripts)}) | ${f.withoutReasons} of ${f.suggestions} | ${f.medianMs} | ${f.p95Ms} | ${f.maxMs} |`,
    ),
    '',
    END,
  ];
  const text = await fs.readFile(file, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < 0) throw new Error(`${file} has no ${START} … ${END} section`);
  const next = text.slice(0, from) + lines.join('\n') + text.slice(to + END.length);
  // Formatted as the repository's prettier check wants it (tables aligned).
  const options = (await prettier.resolveConfig(file)) ?? {};
  await fs.writeFile(file, await prettier.format(next, { ...options, filepath: file }));
}
