// A job that runs every `intervalMs` once the server listens (the notification
// job, the rollout watcher): one run at a time — a run still going when the
// next is due is not doubled — errors handed to `onError`, and `stop` waits
// for the run in progress so a closing server never cuts a write in half.
export interface IntervalJobOptions {
  /** 0 or less: never started (tests call the run themselves). */
  intervalMs: number;
  onError?: (error: unknown) => void;
}

export function intervalJob(run: () => Promise<unknown>, options: IntervalJobOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  const safeRun = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };

  return {
    start() {
      if (timer || options.intervalMs <= 0) return;
      timer = setInterval(safeRun, options.intervalMs);
      // The interval alone never keeps the process alive.
      timer.unref();
      safeRun();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
