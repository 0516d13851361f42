import { answerApi, type FakeAnswer, type RecordedCall } from '@colophon/shared/testing';

export type FakeResponse = Exclude<FakeAnswer, 'network-error'>;

export interface RecordedRequest {
  method: string;
  url: string;
  data: unknown;
}

/**
 * Answers every call of the real shared client from a function (through MSW),
 * so tests go through its interceptors and error mapping. Returns the recorded
 * requests, JSON bodies parsed.
 */
export function fakeApi(answer: (call: RecordedCall) => FakeAnswer) {
  const requests: RecordedRequest[] = [];
  const { restore } = answerApi((call) => {
    const { method, url, data } = call;
    requests.push({ method, url, data: typeof data === 'string' ? JSON.parse(data) : data });
    return answer(call);
  });
  return { requests, restore };
}
