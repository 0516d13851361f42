import { answerApi } from '../testing/answer-api';
import { apiClient } from './api-client';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotency-key';

let fake: ReturnType<typeof answerApi>;
beforeEach(() => {
  fake = answerApi(() => ({ status: 201, data: {} }));
});
afterEach(() => fake.restore());

const keyOf = (i: number) => fake.calls[i]!.headers[IDEMPOTENCY_HEADER.toLowerCase()];

it('gives every POST a fresh key', async () => {
  await apiClient.post('journals', { title: 'A' });
  await apiClient.post('journals', { title: 'A' });
  expect(keyOf(0)).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keyOf(1)).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keyOf(0)).not.toBe(keyOf(1));
});

it('sends none on reads and other writes', async () => {
  await apiClient.get('journals');
  await apiClient.put('journals/1', { title: 'B' });
  await apiClient.delete('journals/1');
  expect([keyOf(0), keyOf(1), keyOf(2)]).toEqual([undefined, undefined, undefined]);
});

it('keeps the key of a request sent again with its config, and a key the caller chose', async () => {
  const response = await apiClient.post('journals', { title: 'C' });
  await apiClient.request(response.config);
  expect(keyOf(1)).toBe(keyOf(0));
  const key = newIdempotencyKey();
  for (let attempt = 0; attempt < 2; attempt++) {
    await apiClient.post('journals', { title: 'D' }, { headers: { [IDEMPOTENCY_HEADER]: key } });
  }
  expect([keyOf(2), keyOf(3)]).toEqual([key, key]);
});

describe('a POST whose outcome is unknown', () => {
  it('lends its key to the identical POST that repeats it (a mutation retry, Save again)', async () => {
    fake.restore();
    fake = answerApi((_config, attempt) =>
      attempt === 1 ? 'network-error' : attempt === 2 ? { status: 502 } : { status: 201, data: {} },
    );
    const body = { title: 'Lost answer' };
    await expect(apiClient.post('journals', body)).rejects.toThrow();
    await expect(apiClient.post('journals', { ...body })).rejects.toThrow();
    await apiClient.post('journals', { ...body });
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).toBe(keyOf(0));
    // Answered: the next identical POST is a new submission.
    await apiClient.post('journals', { ...body });
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it('does not lend its key to another body or after a client error', async () => {
    fake.restore();
    fake = answerApi((_config, attempt) =>
      attempt === 1 ? 'network-error' : attempt === 3 ? { status: 422 } : { status: 201 },
    );
    await expect(apiClient.post('categories', { name: 'X' })).rejects.toThrow();
    await apiClient.post('categories', { name: 'Y' });
    expect(keyOf(1)).not.toBe(keyOf(0));
    await expect(apiClient.post('tags', { name: 'Z' })).rejects.toThrow();
    await apiClient.post('tags', { name: 'Z' });
    expect(keyOf(3)).not.toBe(keyOf(2));
  });
});
