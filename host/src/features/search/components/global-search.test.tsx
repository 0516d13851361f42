import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchResponse } from '@colophon/shared/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { GlobalSearch } from './global-search';

const hit = (type: 'journals' | 'tags', id: number, text: string) => ({
  type,
  id,
  title: { text, ranges: [[0, 5]] as [number, number][] },
  snippet: null,
  detail: null,
});

const answer: SearchResponse['data'] = {
  query: 'coral',
  groups: [
    {
      type: 'journals',
      items: [hit('journals', 7, 'Coral Reefs'), hit('journals', 8, 'Coral Letters')],
      page: 1,
      has_more: false,
      capped: false,
      candidates: 100,
    },
    { type: 'manuscripts', items: [], page: 1, has_more: false, capped: false, candidates: 100 },
    {
      type: 'tags',
      items: [hit('tags', 3, 'Coral')],
      page: 1,
      has_more: false,
      capped: false,
      candidates: 100,
    },
  ],
};

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function setup() {
  api = fakeApi((config) =>
    config.url === 'search' ? { status: 200, data: { data: answer } } : { status: 404, data: {} },
  );
  const view = renderRoutes([{ path: '*', element: <GlobalSearch /> }], '/dashboard');
  const box = screen.getByRole('combobox');
  return { ...view, box, requests: api.requests };
}

describe('GlobalSearch', () => {
  it('lists grouped hits as one types, moves with the arrows and opens the active hit with Enter', async () => {
    const { box, location, requests } = setup();
    fireEvent.change(box, { target: { value: 'coral' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Coral Reefs', 'Coral Letters', 'Coral']);
    expect(screen.getByRole('group', { name: 'Journals' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Manuscripts' })).toBeNull();
    expect(requests.filter((r) => r.url === 'search')).toHaveLength(1);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(location.current?.pathname).toBe('/tags'));
    expect(location.current?.search).toBe('?search=Coral');
  });

  it('closes on Escape, clears on a second Escape, and opens /search on Enter without an active hit', async () => {
    const { box, location } = setup();
    fireEvent.change(box, { target: { value: 'coral' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(location.current?.pathname).toBe('/search'));
    expect(location.current?.search).toBe('?q=coral');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
  });

  it('focuses the box on Ctrl+K from anywhere', () => {
    const { box } = setup();
    expect(box).not.toHaveFocus();
    act(() => {
      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    });
    expect(box).toHaveFocus();
  });

  it('on a phone, is an icon that opens the same combobox; Esc closes it and the icon has the focus again', async () => {
    api = fakeApi((config) =>
      config.url === 'search' ? { status: 200, data: { data: answer } } : { status: 404, data: {} },
    );
    renderRoutes([{ path: '*', element: <GlobalSearch collapsible /> }], '/dashboard');
    expect(screen.queryByRole('combobox')).toBeNull();
    const icon = screen.getByRole('button', { name: 'Search' });

    fireEvent.click(icon);
    const box = await screen.findByRole('combobox');
    await waitFor(() => expect(box).toHaveFocus());
    fireEvent.change(box, { target: { value: 'coral' } });
    expect(await screen.findAllByRole('option')).toHaveLength(3);

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    const iconAgain = screen.getByRole('button', { name: 'Search' });
    await waitFor(() => expect(iconAgain).toHaveFocus());
  });
});
