import { answerApi } from '../testing/answer-api';
import { apiUrl, http, HttpResponse, server } from '../testing/msw';
import { apiClient } from './api-client';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_STATUS_HEADER,
  IN_PROGRESS,
  isDefinitiveAnswer,
  newIdempotencyKey,
} from './idempotency-key';

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

describe('a POST answered "still in progress" (a crashed server left the first attempt unanswered)', () => {
  /** Answers in turn from `statuses`; 'busy' is the API's in-progress 409. */
  function answerInTurn(statuses: (number | 'busy' | 'network-error')[]) {
    fake.restore();
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${apiUrl('')}*`, ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_HEADER));
        const next = statuses[keys.length - 1] ?? 201;
        if (next === 'network-error') return HttpResponse.error();
        if (next === 'busy')
          return HttpResponse.json(
            { message: 'in progress' },
            { status: 409, headers: { [IDEMPOTENCY_STATUS_HEADER]: IN_PROGRESS } },
          );
        return HttpResponse.json({ data: { id: 1 } }, { status: next });
      }),
    );
    return keys;
  }

  it('keeps its key: Save again is the same submission until a definitive answer', async () => {
    const keys = answerInTurn(['network-error', 'busy', 201, 201]);
    const body = { title: 'Left unanswered' };
    await expect(apiClient.post('journals', body)).rejects.toThrow();
    await expect(apiClient.post('journals', { ...body })).rejects.toMatchObject({
      response: { status: 409 },
    });
    await apiClient.post('journals', { ...body });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    await apiClient.post('journals', { ...body });
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('gives the key up on another 409 (a real conflict is definitive)', async () => {
    const keys = answerInTurn(['network-error', 409, 201]);
    const body = { name: 'Taken' };
    await expect(apiClient.post('tags', body)).rejects.toThrow();
    await expect(apiClient.post('tags', { ...body })).rejects.toMatchObject({
      response: { status: 409 },
    });
    await apiClient.post('tags', { ...body });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('reads the answer the same way from axios headers and a plain object', () => {
    expect(isDefinitiveAnswer(409, { 'idempotency-key-status': IN_PROGRESS })).toBe(false);
    expect(isDefinitiveAnswer(409, {})).toBe(true);
    expect(isDefinitiveAnswer(201)).toBe(true);
    expect(isDefinitiveAnswer(422)).toBe(true);
    expect(isDefinitiveAnswer(502)).toBe(false);
    expect(isDefinitiveAnswer(undefined)).toBe(false);
  });
});

describe('an upload (multipart) whose outcome is unknown', () => {
  const pdf = (name: string, text = '%PDF-1.4') =>
    new File([text], name, { type: 'application/pdf', lastModified: 1_700_000_000_000 });
  const formOf = (title: string, file: File) => {
    const form = new FormData();
    form.append('title', title);
    form.append('manuscript_file', file);
    return form;
  };

  it('lends its key to the same form sent again, not to another file or title', async () => {
    fake.restore();
    fake = answerApi((_config, attempt) =>
      attempt === 1 ? 'network-error' : attempt === 2 ? { status: 503 } : { status: 201, data: {} },
    );
    await expect(
      apiClient.post('journals/1/manuscripts', formOf('Paper', pdf('a.pdf'))),
    ).rejects.toThrow();
    // Save again: the panel builds a new FormData of the same fields and file.
    await expect(
      apiClient.post('journals/1/manuscripts', formOf('Paper', pdf('a.pdf'))),
    ).rejects.toThrow();
    await apiClient.post('journals/1/manuscripts', formOf('Paper', pdf('b.pdf', 'other')));
    await apiClient.post('journals/1/manuscripts', formOf('Paper 2', pdf('a.pdf')));
    await apiClient.post('journals/1/manuscripts', formOf('Paper', pdf('a.pdf')));
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).not.toBe(keyOf(0));
    expect(keyOf(3)).not.toBe(keyOf(0));
    // The fifth is the same form as the first two: it settles that submission.
    expect(keyOf(4)).toBe(keyOf(0));
    await apiClient.post('journals/1/manuscripts', formOf('Paper', pdf('a.pdf')));
    expect(keyOf(5)).not.toBe(keyOf(0));
  });
});
