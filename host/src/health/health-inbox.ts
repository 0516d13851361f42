// Health events from the first moment of the page. The collector that reads
// them is loaded once the page is idle (a first load does not pay for it), so
// until it takes over they wait here, a bounded number of them.
import { type HealthEvent, type StampedHealthEvent } from './health-events';

/** Events kept until the collector starts; later ones are dropped. */
export const INBOX_LIMIT = 500;

type Consumer = (event: StampedHealthEvent) => void;

let waiting: StampedHealthEvent[] = [];
let consumer: Consumer | null = null;
let firstBuild: (() => void) | null = null;

function deliver(to: Consumer, event: StampedHealthEvent): void {
  try {
    to(event);
  } catch {
    // Health reporting never breaks the code that reports.
  }
}

/** Hands an event to the collector, or keeps it until there is one. Never throws. */
export function postHealthEvent(event: HealthEvent): void {
  const stamped = { ...event, at: performance.now() };
  if (consumer) deliver(consumer, stamped);
  else if (waiting.length < INBOX_LIMIT) waiting.push(stamped);
  if (firstBuild && (event.type === 'loaded' || event.type === 'load_error')) {
    const listener = firstBuild;
    firstBuild = null;
    try {
      listener();
    } catch {
      // As above: never the reporter's problem.
    }
  }
}

/**
 * Calls `listener` once, when the first section build loads or fails to: a
 * page that never runs a section (the sign-in page) has nothing to report and
 * never loads the collector.
 */
export function onFirstBuild(listener: () => void): void {
  if (waiting.some((event) => event.type === 'loaded' || event.type === 'load_error')) listener();
  else firstBuild = listener;
}

/** The collector takes over: the events kept so far, then each one as it comes. */
export function consumeHealthEvents(next: Consumer): void {
  consumer = next;
  const kept = waiting;
  waiting = [];
  for (const event of kept) deliver(next, event);
}

/** A new page load, for tests. */
export function resetHealthInbox(): void {
  waiting = [];
  consumer = null;
  firstBuild = null;
}
