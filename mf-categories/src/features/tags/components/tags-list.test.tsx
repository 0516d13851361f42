import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import type { Paginated, Tag } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { CategoriesRoutes } from '../../../routes';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(30_000);

const tag = (id: number, name: string, manuscripts: number, journals: number): Tag => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  color: null,
  description: null,
  manuscripts_count: manuscripts,
  journals_count: journals,
  usage_count: manuscripts + journals,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const page = (data: Tag[]): Paginated<Tag> => ({
  data,
  meta: { current_page: 1, per_page: 15, last_page: 1, total: data.length },
});

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const signInAs = (role: string) =>
  act(() =>
    useAuthStore
      .getState()
      .login(makeUser({ roles: [{ id: 1, name: role, description: null }] }), 'token'),
  );

afterEach(() => {
  jest.restoreAllMocks();
  act(() => useAuthStore.getState().logout());
});

describe('tags list', () => {
  it('lists tags with usage, puts the search in the URL, and says what a delete untags', async () => {
    signInAs('associate-editor');
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: page([tag(1, 'Ecology', 3, 1), tag(2, 'Unused', 0, 0)]) });
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue({
      data: {
        message: 'Tag deleted successfully',
        manuscripts_untagged: 3,
        journals_untagged: 1,
      },
    });
    renderWithProviders(<CategoriesRoutes />, { route: '/tags' });

    const row = (await screen.findByText('Ecology')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('tags', {
      params: { page: 1, per_page: 15, sort: 'name', search: undefined },
      signal: expect.any(AbortSignal),
    });

    await user.type(screen.getByLabelText('Search tags'), 'eco{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/tags?search=eco');

    await user.click(within(row).getByLabelText('Delete Ecology'));
    expect(
      await screen.findByText(
        'It will be removed from 3 manuscripts and 1 journal. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('tags/1'));
  });

  it('shows no write actions to an author', async () => {
    signInAs('author');
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: page([tag(1, 'Ecology', 3, 1)]) });
    renderWithProviders(<CategoriesRoutes />, { route: '/tags' });
    await screen.findByText('Ecology');
    expect(screen.queryByText('Add Tag')).toBeNull();
    expect(screen.queryByLabelText('Delete Ecology')).toBeNull();
  });
});
