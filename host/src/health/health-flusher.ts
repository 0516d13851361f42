// When beacons go: about every 10 s while something is waiting, and at once
// when the page is hidden or left (the last chance a tab has to report).
import { beaconBodies } from './beacon-batches';
import { type HealthTally } from './health-tally';

export const FLUSH_INTERVAL_MS = 10_000;

export class HealthFlusher {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly tally: HealthTally,
    private readonly send: (body: string) => void,
    private readonly intervalMs = FLUSH_INTERVAL_MS,
  ) {}

  /** Something was tallied: a beacon within the interval, unless one is already due. */
  schedule(): void {
    if (this.timer !== undefined || !this.tally.pending()) return;
    this.timer = setTimeout(() => this.flush(), this.intervalMs);
  }

  /** Sends what is waiting now, in as many beacons as the limits need. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const body of beaconBodies(this.tally.take())) this.send(body);
  }

  /** Flushes when the page is hidden (a tab switched, the phone locked) or unloaded. */
  flushOnLeave(): void {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.flush();
    });
    window.addEventListener('pagehide', () => this.flush());
  }
}
