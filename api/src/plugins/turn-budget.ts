// The libuv of Node 20 (1.46) accepts one new connection per turn of the event loop (it
// stopped accepting in a loop in 1.45: libuv pull request 3696).
// A turn runs the work of every request whose bytes have arrived, so under
// load a turn lasted 100–300 ms and new connections waited in the kernel's
// queue: with 200 connections uploading manuscripts to one API process, 64 of
// them sat unaccepted while two a second got in, and up to 111 of the first
// uploads timed out at 10 s. The same happens to nginx's new connections to an
// API process when its pool of kept connections is full.
// So a turn stops starting requests after TURN_BUDGET_MS of request work; the
// rest start, in arrival order, in the next turns, and each turn ends by
// accepting one more connection. With it: 0 timeouts in the same burst
// (docs/performance.md, "A burst of new connections").
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/** Request work one turn of the event loop starts before it lets the next turn accept. */
export const TURN_BUDGET_MS = 10;

type Done = Parameters<onRequestHookHandler>[2];

/**
 * The requests of a turn: those arriving (Node's poll phase) start while the turn has
 * budget; the others wait and are started one per `setImmediate` callback (Node's check
 * phase, which runs each callback's promises before the next), while the new slice has
 * budget; the rest move to the next turn.
 */
export class TurnBudget {
  /** When the current slice of request work began; -1 when none has yet. */
  private sliceStart = -1;
  private waiting = 0;

  constructor(
    private readonly budgetMs = TURN_BUDGET_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Starts `start` now, or in a later turn when this one has spent its budget. */
  admit(start: () => void): void {
    if (this.waiting === 0 && this.hasBudget()) return start();
    this.waiting += 1;
    setImmediate(() => this.release(start));
  }

  /** Requests waiting for a turn (tests read it). */
  get queued(): number {
    return this.waiting;
  }

  private release(start: () => void): void {
    if (!this.hasBudget()) {
      setImmediate(() => this.release(start));
      return;
    }
    this.waiting -= 1;
    start();
  }

  /** Opens a slice on its first request; a slice ends with the phase it began in. */
  private hasBudget(): boolean {
    const now = this.now();
    if (this.sliceStart < 0) {
      this.sliceStart = now;
      setImmediate(() => {
        this.sliceStart = -1;
      });
    }
    return now - this.sliceStart < this.budgetMs;
  }
}

/** The first hook of every request: nothing of a waiting request runs before its turn. */
export function registerTurnBudget(app: FastifyInstance, budget = new TurnBudget()) {
  app.addHook('onRequest', (_request, _reply, done: Done) => {
    budget.admit(() => done());
  });
}
