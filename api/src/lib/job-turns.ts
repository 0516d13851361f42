// A scheduled job that works through a backlog (reminders due on hundreds of
// invitations, alternates to invite) gives the event loop a turn after each
// item. On SQLite every query is synchronous, so without it a run was one
// unbroken chain of promise callbacks: on the bench's database of 10^6
// manuscripts, whose invitations are all past their reminder day, the job held
// the loop for over a minute and the API answered no request meanwhile (the
// list scenarios measured 0 req/s). Between items, waiting requests go first.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Resolves in the event loop's next turn, after the requests already waiting. */
export function giveRequestsATurn(): Promise<void> {
  return nextTurn();
}
