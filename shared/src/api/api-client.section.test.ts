import { clearCallingSection, SECTION_HEADER, setCallingSection } from '../health/calling-section';
import { onSectionSignal, type SectionSignal } from '../health/section-signals';
import { useAuthStore } from '../stores/auth-store';
import { type FakeAnswer, answerApi } from '../testing/answer-api';
import { settle } from '../testing/settle';
import { apiClient } from './api-client';
import { RETRY_LIMIT } from './constants';

let signals: SectionSignal[];
let stop: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
  signals = [];
  stop = onSectionSignal((signal) => signals.push(signal));
});
afterEach(() => {
  stop();
  clearCallingSection('journals');
  clearCallingSection('users');
  jest.useRealTimers();
});

function answering(answer: FakeAnswer) {
  return answerApi(() => answer);
}

describe('X-Colophon-Section', () => {
  it('names the section on screen', async () => {
    const fake = answering({ status: 200, data: {} });
    setCallingSection('journals');
    await settle(apiClient.get('journals/1'));
    clearCallingSection('journals');
    await settle(apiClient.get('dashboard'));
    fake.restore();
    expect(fake.calls.map((call) => call.headers[SECTION_HEADER.toLowerCase()])).toEqual([
      'journals',
      undefined,
    ]);
  });

  it('keeps a section the caller named, and a section that hides does not clear the next one', async () => {
    const fake = answering({ status: 200, data: {} });
    setCallingSection('journals');
    setCallingSection('users');
    clearCallingSection('journals');
    await settle(apiClient.get('users', { headers: { [SECTION_HEADER]: 'host' } }));
    await settle(apiClient.get('users'));
    fake.restore();
    expect(fake.calls.map((call) => call.headers[SECTION_HEADER.toLowerCase()])).toEqual([
      'host',
      'users',
    ]);
  });
});

describe('signals of a call', () => {
  beforeEach(() => setCallingSection('journals'));

  it('an answered call is one api_call', async () => {
    const fake = answering({ status: 200, data: {} });
    await settle(apiClient.get('journals/1'));
    fake.restore();
    expect(signals).toEqual([{ section: 'journals', kind: 'api_call' }]);
  });

  it('a 4xx is a call, not a failure', async () => {
    const fake = answering({ status: 422, data: { message: 'invalid' } });
    await settle(apiClient.post('journals', {}));
    fake.restore();
    expect(signals).toEqual([{ section: 'journals', kind: 'api_call' }]);
  });

  it('a 5xx is counted once, after the retries give up', async () => {
    const fake = answering({ status: 503 });
    await settle(apiClient.get('journals/1'));
    fake.restore();
    expect(fake.calls).toHaveLength(RETRY_LIMIT + 1);
    expect(signals).toEqual([
      { section: 'journals', kind: 'api_call' },
      { section: 'journals', kind: 'api_failure' },
    ]);
  });

  it('a retry that succeeds is one call and no failure', async () => {
    const fake = answerApi((_config, attempt) =>
      attempt === 1 ? { status: 502 } : { status: 200, data: {} },
    );
    await settle(apiClient.get('journals/1'));
    fake.restore();
    expect(signals).toEqual([{ section: 'journals', kind: 'api_call' }]);
  });

  it('a call nothing answered is a failure', async () => {
    const fake = answering('network-error');
    await settle(apiClient.post('journals', {}));
    fake.restore();
    expect(signals.map((signal) => signal.kind)).toEqual(['api_call', 'api_failure']);
  });

  it('a call the page cancelled is neither', async () => {
    const fake = answering({ status: 200, data: {} });
    const controller = new AbortController();
    controller.abort();
    await settle(apiClient.get('journals/1', { signal: controller.signal }));
    fake.restore();
    expect(signals).toEqual([]);
  });

  it("the host's own calls (no section, or 'host') report nothing", async () => {
    const fake = answering({ status: 500 });
    await settle(apiClient.post('auth/logout', {}, { headers: { [SECTION_HEADER]: 'host' } }));
    clearCallingSection('journals');
    await settle(apiClient.post('auth/logout', {}));
    fake.restore();
    expect(signals).toEqual([]);
  });
});
