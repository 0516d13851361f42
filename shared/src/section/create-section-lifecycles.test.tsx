import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../query/query-client';
import { Link, type Location, type Navigator, Route, Routes, useParams } from '../router';
import { useNotify } from '../ui/use-notify';
import { createSectionLifecycles } from './create-section-lifecycles';
import { type SectionProps } from './section-props';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

/** Effects of the detail page running now (they keep running while the host keeps the section out of sight). */
const running = new Set<string>();
/** How often the detail page's query has fetched, per journal. */
const fetches = new Map<string, number>();

function Detail() {
  const { id = '' } = useParams();
  useEffect(() => {
    running.add(`journal ${id}`);
    return () => void running.delete(`journal ${id}`);
  }, [id]);
  const journal = useQuery({
    queryKey: ['test-journal', id],
    queryFn: () => {
      fetches.set(id, (fetches.get(id) ?? 0) + 1);
      return Promise.resolve(`Journal ${id}`);
    },
  });
  useNotify(); // needs antd's App context: the parcel must provide it
  if (id === '666') throw new Error('cursed journal');
  return <h1>{journal.data ?? 'Loading'}</h1>;
}

function JournalRoutes() {
  return (
    <Routes>
      <Route path="/journals" element={<Link to="/journals/5">Open journal 5</Link>} />
      <Route path="/journals/:id" element={<Detail />} />
    </Routes>
  );
}

const at = (pathname: string): Location => ({
  pathname,
  search: '',
  hash: '',
  state: null,
  key: pathname,
});

function setup() {
  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '')),
    push: jest.fn(),
    replace: jest.fn(),
    go: jest.fn(),
  };
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
      location: at(pathname),
    }) as SectionProps;
  return { lifecycles, props, navigator, domElement };
}

/**
 * Runs a lifecycle: React renders the parcel when the act scope ends, and the
 * lifecycle's promise settles after that render (single-spa-react waits for it).
 */
async function run(lifecycle: () => Promise<unknown>) {
  let done: Promise<unknown> = Promise.resolve();
  await act(async () => {
    done = lifecycle();
  });
  await done;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
  fetches.clear();
});

it('mounts, follows the host location on update, navigates with the host navigator and unmounts', async () => {
  const { lifecycles, props, navigator, domElement } = setup();
  expect(Object.keys(lifecycles).sort()).toEqual(['bootstrap', 'mount', 'unmount', 'update']);

  await lifecycles.bootstrap(props('/journals'));
  await run(() => lifecycles.mount(props('/journals')));
  const link = screen.getByRole('link', { name: 'Open journal 5' });
  expect(link).toHaveAttribute('href', '/journals/5');
  fireEvent.click(link);
  expect(navigator.push).toHaveBeenCalledWith(
    expect.objectContaining({ pathname: '/journals/5' }),
    undefined,
    expect.anything(),
  );

  await run(() => lifecycles.update(props('/journals/5')));
  expect(await screen.findByRole('heading', { name: 'Journal 5' })).toBeInTheDocument();

  await run(() => lifecycles.unmount(props('/journals/5')));
  expect(domElement).toBeEmptyDOMElement();
});

it('keeps a render error inside the section and recovers on navigation', async () => {
  const { lifecycles, props } = setup();
  await lifecycles.bootstrap(props('/journals/666'));
  await run(() => lifecycles.mount(props('/journals/666')));
  expect(screen.getByRole('alert')).toHaveTextContent('This section could not be displayed');
  expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();

  await run(() => lifecycles.update(props('/journals/7')));
  expect(await screen.findByRole('heading', { name: 'Journal 7' })).toBeInTheDocument();
  await run(() => lifecycles.unmount(props('/journals/7')));
});

it('kept out of sight, pauses its queries and keeps its page; shown again, resumes them', async () => {
  const { lifecycles, props } = setup();
  const observers = () =>
    queryClient
      .getQueryCache()
      .find({ queryKey: ['test-journal', '5'] })
      ?.getObserversCount();
  await lifecycles.bootstrap(props('/journals/5'));
  await run(() => lifecycles.mount(props('/journals/5')));
  expect(await screen.findByRole('heading', { name: 'Journal 5' })).toBeInTheDocument();
  expect(fetches.get('5')).toBe(1);
  expect(observers()).toBe(1);

  // Out of sight: the page and its effects stay, its query is not observed, and an
  // invalidation (a save elsewhere) does not refetch it.
  await run(() => lifecycles.update(props('/journals/5', false)));
  expect(observers()).toBe(0);
  await act(() => queryClient.invalidateQueries({ queryKey: ['test-journal'] }));
  expect(fetches.get('5')).toBe(1);
  expect(running).toEqual(new Set(['journal 5']));
  expect(screen.getByRole('heading', { name: 'Journal 5' })).toBeInTheDocument();

  // Shown again: observed, and the stale query refetches behind the page on screen.
  await run(() => lifecycles.update(props('/journals/5', true)));
  expect(observers()).toBe(1);
  await waitFor(() => expect(fetches.get('5')).toBe(2));
  expect(screen.getByRole('heading', { name: 'Journal 5' })).toBeInTheDocument();
  await run(() => lifecycles.unmount(props('/journals/5')));
});
