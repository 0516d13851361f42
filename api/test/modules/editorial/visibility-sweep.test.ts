// The leak sweep: on a journal of each review type, every endpoint that
// returns manuscript data is called as each kind of reader, before and after
// the editor-in-chief's decision, and no name, e-mail, review text,
// confidential comment, letter or note the policy hides from that reader may
// appear anywhere in the answer (docs/visibility.md; the rules are in
// sweep-rules.ts, the world in sweep-setup.ts).
import { withTempDataDir } from '../manuscripts/helpers/content';
import { sweepProblems } from './sweep-check';
import { type Answer, answersOf, ENDPOINTS } from './sweep-endpoints';
import { POINTS, type Point, READER_LABELS, READERS, REVIEW_TYPES } from './sweep-rules';
import { buildWorld, decide, type SweepWorld } from './sweep-setup';

withTempDataDir();

/** Building a world is some forty requests; PostgreSQL makes it slower. */
const SETUP_TIMEOUT = 120_000;
let combinations = 0;

describe.each(REVIEW_TYPES)('%s journal', (type) => {
  let world: SweepWorld;
  const answers = {} as Record<Point, Map<string, Answer[]>>;

  const capture = async (point: Point) => {
    answers[point] = new Map();
    for (const reader of READERS) answers[point].set(reader, await answersOf(world, reader));
  };

  beforeAll(async () => {
    world = await buildWorld(type);
  }, SETUP_TIMEOUT);
  afterAll(async () => world?.t.close());

  describe.each(POINTS)('%s the decision', (point) => {
    beforeAll(async () => {
      if (point === 'after') await decide(world);
      await capture(point);
    }, SETUP_TIMEOUT);

    it.each(READERS)('%s sees only what the policy lets them', (reader) => {
      const received = answers[point].get(reader)!;
      expect(received).toHaveLength(ENDPOINTS.length);
      combinations += received.length;
      const problems = sweepProblems(world, reader, point, received);
      expect({ reader: READER_LABELS[reader], problems }).toEqual({
        reader: READER_LABELS[reader],
        problems: [],
      });
    });
  });
});

it('counts the combinations checked', () => {
  const expected = REVIEW_TYPES.length * READERS.length * ENDPOINTS.length * POINTS.length;
  console.log(
    `visibility sweep: ${combinations} combinations checked (${REVIEW_TYPES.length} review types × ${READERS.length} readers × ${ENDPOINTS.length} endpoints × ${POINTS.length} points)`,
  );
  // Every reader's test ran its endpoints, whether it passed or not: a world that failed to build counts nothing.
  expect(combinations).toBe(expected);
  expect(combinations).toBeGreaterThanOrEqual(900);
});
