// Checks one reader's answers at one check point against the rules: what the
// reader may not see appears nowhere, what they must see appears somewhere,
// and the answers are what the reader's relation calls for (404 for the
// former reviewer, no server errors, downloads serve the file).
import type { Answer } from './sweep-endpoints';
import {
  isJournalEditor,
  PEOPLE,
  type Point,
  readsManuscript,
  type Reader,
  SECRETS,
  TEXT,
  TITLE,
  verdict,
} from './sweep-rules';
import type { SweepWorld } from './sweep-setup';

const contains = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

/** The reader's own review (its objects may carry its recommendation). */
const OWN_WORDS: Partial<Record<Reader, string[]>> = {
  reviewerA: [PEOPLE.reviewerA.surname, TEXT.reviewA.split(':')[0]!],
  reviewerB: [PEOPLE.reviewerB.surname, TEXT.reviewB.split(':')[0]!],
};

/** Objects of a JSON answer, depth first. */
function* objectsOf(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objectsOf(item);
  else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    yield object;
    for (const child of Object.values(object)) yield* objectsOf(child);
  }
}

/**
 * Recommendations are not greppable words (accept, major_revisions…): the
 * reader sees none but their own review's, nor a recommendation entry of the
 * decision timeline.
 */
function recommendationLeaks(answer: Answer, reader: Reader): string[] {
  if (isJournalEditor(reader) || answer.json === undefined) return [];
  const leaks: string[] = [];
  for (const object of objectsOf(answer.json)) {
    if (object.kind === 'recommendation')
      leaks.push(
        `a recommendation entry of the timeline (${JSON.stringify(object).slice(0, 120)})`,
      );
    else if (typeof object.recommendation === 'string') {
      const own = (OWN_WORDS[reader] ?? []).some((w) => contains(JSON.stringify(object), w));
      if (!own) leaks.push(`a reviewer's recommendation "${object.recommendation}"`);
    }
  }
  return leaks;
}

function answerProblems(world: SweepWorld, reader: Reader, point: Point, answer: Answer): string[] {
  const problems: string[] = [];
  const at = `${answer.label} (${answer.endpoint.name}, ${answer.status})`;
  if (answer.status === 401 || answer.status >= 500)
    problems.push(`${at}: answered ${answer.status}`);
  if (!readsManuscript(reader) && answer.endpoint.ofManuscript && answer.status !== 404)
    problems.push(`${at}: the former reviewer must get 404`);
  // The whole title: a search answer repeats the word searched for.
  if (!readsManuscript(reader) && answer.endpoint.lists && contains(answer.text, TITLE))
    problems.push(`${at}: lists the manuscript to a reader who may not open it`);
  if (readsManuscript(reader) && answer.endpoint.name === 'detail' && answer.status !== 200)
    problems.push(`${at}: this reader reads the manuscript, expected 200`);
  if (
    answer.endpoint.file &&
    answer.status === 200 &&
    !answer.body.equals(answer.endpoint.file(world))
  )
    problems.push(`${at}: the download is not the uploaded file`);
  for (const secret of SECRETS) {
    if (verdict(secret, reader, world.type, point) !== 'hidden') continue;
    if (contains(answer.text, secret.word))
      problems.push(`${at}: leaked ${secret.what} ("${secret.word}")`);
  }
  for (const leak of recommendationLeaks(answer, reader)) problems.push(`${at}: leaked ${leak}`);
  return problems;
}

/** Everything wrong with what `reader` received at `point`: empty when the policy holds. */
export function sweepProblems(
  world: SweepWorld,
  reader: Reader,
  point: Point,
  answers: Answer[],
): string[] {
  const problems = answers.flatMap((answer) => answerProblems(world, reader, point, answer));
  const everything = answers.map((a) => a.text).join('\n');
  for (const secret of SECRETS) {
    if (
      verdict(secret, reader, world.type, point) === 'shown' &&
      !contains(everything, secret.word)
    )
      problems.push(`should see ${secret.what} ("${secret.word}") somewhere; found nowhere`);
  }
  return problems;
}
