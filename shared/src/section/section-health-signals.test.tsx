import { act, render } from '@testing-library/react';
import { callingSection } from '../health/calling-section';
import { onSectionSignal, type SectionSignal } from '../health/section-signals';
import { type Location, type Navigator, Route, Routes } from '../router';
import { createSectionLifecycles } from './create-section-lifecycles';
import { ParcelError } from './parcel-error';
import { type SectionProps } from './section-props';

jest.setTimeout(20_000);

function Page({ broken }: { broken?: boolean }) {
  if (broken) throw new Error('broken page');
  return <h1>Journals</h1>;
}

function JournalRoutes() {
  return (
    <Routes>
      <Route path="/journals" element={<Page />} />
      <Route path="/journals/broken" element={<Page broken />} />
    </Routes>
  );
}

const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '')),
  push: jest.fn(),
  replace: jest.fn(),
  go: jest.fn(),
};

function setup() {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const lifecycles = createSectionLifecycles({ section: 'journals', Routes: JournalRoutes });
  const props = (pathname: string, active?: boolean) =>
    ({
      active,
      name: 'journals-parcel',
      domElement,
      basePath: '/journals',
      section: 'journals',
      navigator,
      location: { pathname, search: '', hash: '', state: null, key: pathname } as Location,
    }) as SectionProps;
  return { lifecycles, props };
}

async function run(lifecycle: () => Promise<unknown>) {
  let done: Promise<unknown> = Promise.resolve();
  await act(async () => {
    done = lifecycle();
  });
  await done;
}

let signals: SectionSignal[];
let stop: () => void;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signals = [];
  stop = onSectionSignal((signal) => signals.push(signal));
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

const kinds = () => signals.map((signal) => `${signal.section}:${signal.kind}`);

it('is the calling section while shown, and not once hidden or unmounted', async () => {
  const { lifecycles, props } = setup();
  await lifecycles.bootstrap(props('/journals'));
  await run(() => lifecycles.mount(props('/journals')));
  expect(callingSection()).toBe('journals');

  await run(() => lifecycles.update(props('/journals', false)));
  expect(callingSection()).toBeNull();
  await run(() => lifecycles.update(props('/journals', true)));
  expect(callingSection()).toBe('journals');
  await run(() => lifecycles.unmount(props('/journals')));
  expect(callingSection()).toBeNull();
  expect(kinds()).toEqual([
    'journals:shown',
    'journals:hidden',
    'journals:shown',
    'journals:hidden',
  ]);
});

it('mounted out of sight, it is not the calling section', async () => {
  const { lifecycles, props } = setup();
  await lifecycles.bootstrap(props('/journals', false));
  await run(() => lifecycles.mount(props('/journals', false)));
  expect(callingSection()).toBeNull();
  expect(kinds()).toEqual([]);
  await run(() => lifecycles.unmount(props('/journals', false)));
});

it("reports a render error its boundary caught, once, as the section's", async () => {
  const { lifecycles, props } = setup();
  await lifecycles.bootstrap(props('/journals/broken'));
  await run(() => lifecycles.mount(props('/journals/broken')));
  expect(kinds()).toEqual(['journals:render_error', 'journals:shown']);
  await run(() => lifecycles.unmount(props('/journals/broken')));
});

it('the last-resort parcel error reports one render error, however often it renders', () => {
  const error = new Error('providers broke');
  const { rerender, getByRole } = render(<ParcelError section="users" error={error} />);
  rerender(<ParcelError section="users" error={error} />);
  expect(getByRole('alert')).toBeInTheDocument();
  expect(kinds()).toEqual(['users:render_error']);
});
