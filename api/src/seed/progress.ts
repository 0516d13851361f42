// A progress bar on stderr for long seeds (silent when stderr is not a TTY,
// where it prints a line per 10 %).
export type Progress = { tick(n?: number): void; done(): void };

export function createProgress(
  label: string,
  total: number,
  stream: NodeJS.WriteStream = process.stderr,
): Progress {
  let current = 0;
  let lastDecile = -1;
  const started = Date.now();
  const render = () => {
    const ratio = total > 0 ? Math.min(1, current / total) : 1;
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(ratio * width);
      const rate = Math.round(current / Math.max(0.001, (Date.now() - started) / 1000));
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${current}/${total} (${rate}/s)`,
      );
    } else {
      const decile = Math.floor(ratio * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        stream.write(`${label}: ${decile * 10}% (${current}/${total})\n`);
      }
    }
  };
  return {
    tick(n = 1) {
      current += n;
      render();
    },
    done() {
      current = total;
      render();
      if (stream.isTTY) stream.write('\n');
    },
  };
}
