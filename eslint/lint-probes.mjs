// Lints probe files for eslint/boundaries.test.ts in one process: each ESLint
// start loads the whole flat config and its plugins (3–4 s here), and the
// boundary tests need a dozen probes. Reads a JSON list of
// { filePath, code? } from stdin: with code, lints it as if it were the file
// at filePath (so the path's zones apply); without, lints that file on disk,
// ignore patterns off (the cycle fixtures). Prints the messages of each, in order.
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const probes = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
const results = [];
for (const { filePath, code } of probes) {
  const [report] =
    code === undefined
      ? await eslint.lintFiles([filePath])
      : await eslint.lintText(code, { filePath });
  results.push(
    (report?.messages ?? []).map(({ ruleId, message, line }) => ({ ruleId, message, line })),
  );
}
process.stdout.write(JSON.stringify(results));
