import { healthSampleSchema } from '@colophon/shared/contracts';
import { HealthTally, type TalliedBuild } from './health-tally';

const canary: TalliedBuild = {
  section: 'journals',
  version: '1.1.0',
  channel: 'canary',
  cohort: 7,
};
const stable: TalliedBuild = {
  section: 'journals',
  version: '1.0.0',
  channel: 'stable',
  cohort: 7,
};

const zero = {
  load_errors: 0,
  render_errors: 0,
  unhandled_errors: 0,
  api_calls: 0,
  api_failures: 0,
  lcp_ms: [],
  inp_ms: [],
  cls: [],
};

it('counts the page load as one session of a build, in its first sample only', () => {
  const tally = new HealthTally();
  expect(tally.pending()).toBe(false);
  tally.start(canary);
  tally.count(canary, 'api_calls');
  expect(tally.take()).toEqual([
    { ...canary, ...zero, sessions: 1, errored_sessions: 0, api_calls: 1 },
  ]);
  expect(tally.pending()).toBe(false);
  tally.start(canary);
  expect(tally.take()).toEqual([]);
  tally.count(canary, 'api_calls');
  expect(tally.take()).toEqual([
    { ...canary, ...zero, sessions: 0, errored_sessions: 0, api_calls: 1 },
  ]);
});

it.each(['load_errors', 'render_errors', 'unhandled_errors', 'api_failures'] as const)(
  'a first %s makes it an errored session, once',
  (counter) => {
    const tally = new HealthTally();
    tally.start(canary);
    tally.take();
    tally.count(canary, counter);
    tally.count(canary, counter);
    expect(tally.take()).toEqual([
      { ...canary, ...zero, sessions: 0, errored_sessions: 1, [counter]: 2 },
    ]);
    tally.count(canary, counter);
    expect(tally.take()).toEqual([
      { ...canary, ...zero, sessions: 0, errored_sessions: 0, [counter]: 1 },
    ]);
  },
);

it('an answered call does not make the session errored', () => {
  const tally = new HealthTally();
  tally.count(stable, 'api_calls');
  expect(tally.take()[0]).toMatchObject({ sessions: 1, errored_sessions: 0, api_calls: 1 });
});

it('keeps each build apart and every sample within the contract', () => {
  const tally = new HealthTally();
  tally.count(stable, 'render_errors');
  tally.count(canary, 'api_calls');
  tally.vital(canary, 'inp_ms', 123.6);
  tally.vital(canary, 'lcp_ms', 90_000);
  tally.vital(canary, 'cls', 0.123456);
  tally.vital(canary, 'cls', Number.NaN);
  const samples = tally.take();
  expect(samples.map((sample) => `${sample.version} ${sample.channel}`)).toEqual([
    '1.0.0 stable',
    '1.1.0 canary',
  ]);
  expect(samples[1]).toMatchObject({ inp_ms: [124], lcp_ms: [60_000], cls: [0.1235] });
  for (const sample of samples) expect(healthSampleSchema.parse(sample)).toEqual(sample);
});

it('what exceeds a sample’s limits waits for the next sample', () => {
  const tally = new HealthTally();
  for (let call = 0; call < 1003; call += 1) tally.count(canary, 'api_calls');
  for (let interaction = 0; interaction < 23; interaction += 1) {
    tally.vital(canary, 'inp_ms', interaction);
  }
  const [first] = tally.take();
  expect(first).toMatchObject({ api_calls: 1000 });
  expect(first?.inp_ms).toHaveLength(20);
  expect(healthSampleSchema.safeParse(first).success).toBe(true);
  expect(tally.take()).toEqual([
    { ...canary, ...zero, sessions: 0, errored_sessions: 0, api_calls: 3, inp_ms: [20, 21, 22] },
  ]);
});
