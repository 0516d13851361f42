// The thread of sqlite-checkpointer.ts: its own connection to the database
// file, which moves what the WAL holds into the database every `everyMs`. Plain
// JavaScript: Node 20 loads a worker's first file before tsx's loader exists.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, everyMs } = workerData;
// The API's connection made the file; should it be gone already, no empty one is made here.
const db = new SQLite(file, { fileMustExist: true });
// The same durability as the API's connection (database.ts): the WAL is made
// durable before its pages are copied, the database once they are.
db.pragma('synchronous = NORMAL');
const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  try {
    checkpoint.get();
  } catch {
    // Another connection's checkpoint under way (SQLITE_BUSY), or the file is
    // going away: the next tick tries again; the API's own checkpoints remain.
  }
}, everyMs);

// The stop: the thread ends once its connection is closed (the API waits for its 'exit').
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
parentPort.postMessage('started');
