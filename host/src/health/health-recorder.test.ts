import { type SectionSignal } from '@colophon/shared';
import { type StampedHealthEvent } from './health-events';
import { HealthRecorder } from './health-recorder';
import { HealthTally } from './health-tally';
import { makeBuild } from './testing/health-builds';

const stable = makeBuild('journals', 'stable', '1.0.0');
const canary = makeBuild('journals', 'canary', '1.1.0');
const users = makeBuild('users', 'stable', '2.0.0', 'http://localhost:4103/mf-manifest.json');

function setup() {
  const tally = new HealthTally();
  const onNews = jest.fn();
  const recorder = new HealthRecorder(tally, {
    cohortOf: (build) => (build.section === 'journals' ? 42 : 9),
    hostBase: 'http://localhost:4100/',
    onNews,
  });
  let clock = 0;
  const feed = (...events: StampedHealthEvent[]) => events.forEach((e) => recorder.handle(e));
  const at = (time: number) => (clock = time);
  const signal = (section: string, kind: SectionSignal['kind']): StampedHealthEvent => ({
    type: 'signal',
    signal: { section, kind },
    at: clock,
  });
  return { tally, recorder, onNews, feed, at, signal };
}

/** The samples taken, without the fields a case does not look at. */
const brief = (tally: HealthTally) =>
  tally
    .take()
    .map(({ section, version, channel, cohort, sessions, errored_sessions, ...rest }) => ({
      build: `${section} ${version} ${channel} #${cohort}`,
      sessions,
      errored_sessions,
      ...Object.fromEntries(
        Object.entries(rest).filter(([, value]) => (Array.isArray(value) ? value.length : value)),
      ),
    }));

it('a section shown is a session of the build loaded for it, with its cohort', () => {
  const { tally, feed, signal, onNews } = setup();
  feed({ type: 'loaded', build: stable, at: 0 }, signal('journals', 'shown'));
  feed(signal('journals', 'api_call'), signal('journals', 'api_call'));
  expect(onNews).toHaveBeenCalled();
  expect(brief(tally)).toEqual([
    { build: 'journals 1.0.0 stable #42', sessions: 1, errored_sessions: 0, api_calls: 2 },
  ]);
});

it('a canary that failed to load is an errored session of the canary; stable then takes its signals', () => {
  const { tally, feed, signal } = setup();
  feed(
    { type: 'load_error', build: canary, at: 0 },
    { type: 'loaded', build: stable, at: 1 },
    signal('journals', 'shown'),
    signal('journals', 'api_failure'),
  );
  expect(brief(tally)).toEqual([
    { build: 'journals 1.1.0 canary #42', sessions: 1, errored_sessions: 1, load_errors: 1 },
    { build: 'journals 1.0.0 stable #42', sessions: 1, errored_sessions: 1, api_failures: 1 },
  ]);
});

it("counts a section's render errors and calls to the build it runs", () => {
  const { tally, feed, signal } = setup();
  feed({ type: 'loaded', build: canary, at: 0 }, { type: 'loaded', build: users, at: 0 });
  feed(signal('journals', 'render_error'), signal('users', 'api_call'));
  expect(brief(tally)).toEqual([
    { build: 'journals 1.1.0 canary #42', sessions: 1, errored_sessions: 1, render_errors: 1 },
    { build: 'users 2.0.0 stable #9', sessions: 1, errored_sessions: 0, api_calls: 1 },
  ]);
});

it('a QA override reports nothing, and its signals are not counted to stable', () => {
  const { tally, feed, signal } = setup();
  const override = makeBuild(
    'journals',
    'override',
    'override',
    'http://qa.example/mf-manifest.json',
  );
  feed({ type: 'load_error', build: override, at: 0 }, { type: 'loaded', build: override, at: 0 });
  feed(signal('journals', 'shown'), signal('journals', 'render_error'));
  feed({ type: 'unhandled', source: 'at f (http://qa.example/static/js/1.js:1:1)', at: 0 });
  expect(tally.take()).toEqual([]);
});

it('signals of a section no build was loaded for are not counted', () => {
  const { tally, feed, signal } = setup();
  feed(signal('journals', 'shown'), signal('journals', 'render_error'));
  expect(tally.take()).toEqual([]);
});

it("counts an uncaught error to the build its chunk came from, not to the host's code", () => {
  const { tally, feed } = setup();
  feed({ type: 'load_error', build: canary, at: 0 }, { type: 'loaded', build: stable, at: 0 });
  tally.take();
  feed(
    {
      type: 'unhandled',
      source: '\nTypeError\n    at x (http://localhost:4105/mf-journals/1.1.0/static/js/7.js:1:9)',
      at: 5,
    },
    { type: 'unhandled', source: 'http://localhost:4100/static/js/bootstrap.js', at: 6 },
    { type: 'unhandled', source: '', at: 7 },
  );
  expect(brief(tally)).toEqual([
    { build: 'journals 1.1.0 canary #42', sessions: 0, errored_sessions: 0, unhandled_errors: 1 },
  ]);
});

it('counts a Web Vital to the section shown at its time, and none on the host’s own pages', () => {
  const { tally, recorder, feed, at, signal } = setup();
  feed({ type: 'loaded', build: stable, at: 0 }, { type: 'loaded', build: users, at: 0 });
  at(100);
  feed(signal('journals', 'shown'));
  at(200);
  feed(signal('journals', 'hidden'));
  at(250);
  feed(signal('users', 'shown'));
  const { timeline } = recorder;
  recorder.vital(timeline.sectionAt(150), 'inp_ms', 180);
  recorder.vital(timeline.sectionAt(220), 'inp_ms', 999);
  recorder.vital(timeline.sectionAt(300), 'cls', 0.2);
  recorder.vital(recorder.sectionOfPath('/journals/3'), 'lcp_ms', 1500);
  recorder.vital(recorder.sectionOfPath('/dashboard'), 'lcp_ms', 700);
  expect(brief(tally)).toEqual([
    {
      build: 'journals 1.0.0 stable #42',
      sessions: 1,
      errored_sessions: 0,
      inp_ms: [180],
      lcp_ms: [1500],
    },
    { build: 'users 2.0.0 stable #9', sessions: 1, errored_sessions: 0, cls: [0.2] },
  ]);
});
