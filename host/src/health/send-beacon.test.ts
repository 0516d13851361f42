import { sendHealthBeacon } from './send-beacon';

const URL = '/api/v1/remotes/health';
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

const stubBeacon = (implementation: (url: string, body: string) => boolean) => {
  const beacon = jest.fn(implementation);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  return beacon;
};

it('sends the body as a string with sendBeacon (text/plain, no preflight)', () => {
  const beacon = stubBeacon(() => true);
  sendHealthBeacon(URL, '{"samples":[]}');
  expect(beacon).toHaveBeenCalledWith(URL, '{"samples":[]}');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('falls back to a keepalive fetch without credentials when the beacon is refused', () => {
  stubBeacon(() => false);
  sendHealthBeacon(URL, 'body');
  expect(fetchMock).toHaveBeenCalledWith(
    URL,
    expect.objectContaining({
      method: 'POST',
      body: 'body',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }),
  );
});

it('never throws, whatever the browser does', async () => {
  stubBeacon(() => {
    throw new TypeError('beacon blocked');
  });
  fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
  expect(() => sendHealthBeacon(URL, 'body')).not.toThrow();
  await Promise.resolve();
  fetchMock.mockImplementation(() => {
    throw new TypeError('no fetch');
  });
  expect(() => sendHealthBeacon(URL, 'body')).not.toThrow();
});
