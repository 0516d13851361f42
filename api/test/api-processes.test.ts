// How many API processes the runner starts (src/api-processes.ts): two on a
// SQLite file (one on a one-core machine), one on PostgreSQL, whose processes
// are deployed behind nginx, and in memory, which no second process can open;
// API_PROCESSES decides when set.
import os from 'node:os';
import { apiProcessCount } from '../src/api-processes';

const file = { dialect: 'sqlite', file: '/tmp/colophon.sqlite' } as const;
const postgres = { dialect: 'postgres', url: 'postgres://localhost/colophon' } as const;

it('runs two processes on a SQLite file, at most one a core', () => {
  expect(apiProcessCount({}, file)).toBe(Math.min(2, os.availableParallelism()));
});

it('runs one on PostgreSQL and on a database in memory', () => {
  expect(apiProcessCount({}, postgres)).toBe(1);
  expect(apiProcessCount({}, { dialect: 'sqlite', file: ':memory:' })).toBe(1);
});

it('runs what API_PROCESSES says, when it is a whole number of at least one', () => {
  expect(apiProcessCount({ API_PROCESSES: '3' }, file)).toBe(3);
  expect(apiProcessCount({ API_PROCESSES: '4' }, postgres)).toBe(4);
  expect(apiProcessCount({ API_PROCESSES: '1' }, file)).toBe(1);
  expect(apiProcessCount({ API_PROCESSES: '0' }, postgres)).toBe(1);
  expect(apiProcessCount({ API_PROCESSES: 'many' }, postgres)).toBe(1);
});
