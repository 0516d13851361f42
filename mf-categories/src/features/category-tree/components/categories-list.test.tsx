import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import { makeUser } from '@colophon/shared/testing';
import { CategoriesRoutes } from '../../../routes';
import { categoryNode } from '../../../testing/category-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { type CategoryNode } from '../../../lib/category-types';

jest.setTimeout(30_000);

const node = (
  id: number,
  name: string,
  children: CategoryNode[] = [],
  extra: Partial<CategoryNode> = {},
): CategoryNode =>
  categoryNode(id, name, children, { journals_count: 3, manuscripts_count: 11, ...extra });

const tree = [
  node(1, 'Science', [
    node(2, 'Physics', [
      node(3, 'Optics', [], { is_active: false, journals_count: 1, manuscripts_count: 0 }),
    ]),
  ]),
];

// jsdom's getComputedStyle is slow with antd's many style tags; the pointer-events check calls it per ancestor.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const signInAs = (role: string) =>
  act(() =>
    useAuthStore
      .getState()
      .login(makeUser({ roles: [{ id: 1, name: role, description: null }] }), 'token'),
  );

beforeEach(() => signInAs('admin'));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => useAuthStore.getState().logout());
});

describe('categories list', () => {
  it('shows the tree collapsed with counts and flags, and expands and collapses it', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: tree } });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories' });

    expect((await screen.findByText('Science')).closest('a')).toHaveAttribute(
      'href',
      '/categories/1',
    );
    expect(get).toHaveBeenCalledWith('categories/tree');
    expect(screen.queryByText('Physics')).not.toBeInTheDocument();
    const row = screen.getByText('Science').closest('[role="treeitem"]') as HTMLElement;
    expect(row).toHaveTextContent('3 journals');
    expect(row).toHaveTextContent('11 manuscripts');
    expect(row).toHaveAttribute('draggable', 'true');
    expect(row).toHaveAttribute('aria-level', '1');
    expect(screen.getByLabelText('Edit Science')).toHaveAttribute('href', '/categories/1/edit');

    await user.click(screen.getByText('Expand all'));
    const optics = (await screen.findByText('Optics')).closest('[role="treeitem"]') as HTMLElement;
    expect(optics).toHaveTextContent('1 journal');
    expect(optics).toHaveAttribute('aria-level', '3');
    expect(optics.querySelector('[data-status="inactive"]')).not.toBeNull();

    await user.click(screen.getByText('Collapse all'));
    await waitFor(() => expect(screen.queryByText('Optics')).not.toBeInTheDocument());
    expect(screen.getByText('Add Category').closest('a')).toHaveAttribute(
      'href',
      '/categories/create',
    );
  });

  it('moves a category from the keyboard menu and saves the new order', async () => {
    const roots = [node(1, 'Arts', [], { order: 0 }), node(2, 'Science', [], { order: 1 })];
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: roots } });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { message: 'Categories reordered successfully' } });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories' });

    await user.click(await screen.findByLabelText('Move Arts'));
    // The first row cannot go up; it can go down.
    const up = (await screen.findByText('Move up')).closest('li') as HTMLElement;
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByText('Move down'));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('categories/reorder', {
        orders: [
          { id: 2, parent_id: null, order: 0 },
          { id: 1, parent_id: null, order: 1 },
        ],
      }),
    );
    expect(await screen.findByText('Category order saved')).toBeInTheDocument();
  });

  it('moves a category into a parent picked in the dialog, and Undo puts it back exactly', async () => {
    const roots = [
      node(1, 'Arts', [], { order: 4 }),
      node(2, 'Science', [node(3, 'Physics', [], { parent_id: 2, order: 0 })], { order: 9 }),
    ];
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: roots } });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { message: 'Categories reordered successfully' } });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories' });

    // fireEvent, not user-event: antd's menu, dialog and select are slow under jsdom's style checks.
    fireEvent.click(await screen.findByLabelText('Move Science'));
    fireEvent.click(await screen.findByText('Move into…'));
    const dialog = (await screen.findByText('Move "Science" into…')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    const picker = within(dialog).getByRole('combobox', { name: 'New parent' });
    expect(picker).toHaveAccessibleDescription(/Choose its new parent/);
    const moveButton = within(dialog).getByText('Move').closest('button') as HTMLElement;
    expect(moveButton).toBeDisabled();
    // Science itself and its Physics are never offered; the top level is, as the current parent.
    fireEvent.mouseDown(picker);
    const options = await within(
      document.querySelector('[role="listbox"]')!.parentElement!,
    ).findAllByRole('option');
    const labels = options.map((o) => o.getAttribute('aria-label')?.replace(/[\u2068\u2069]/g, ''));
    expect(labels).toEqual(['Top level (no parent) (current parent)', 'Arts']);
    expect(options[0]).toHaveAttribute('aria-disabled', 'true');
    const arts = [...document.querySelectorAll('.ant-select-item-option')].find((o) =>
      o.textContent?.includes('Arts'),
    ) as HTMLElement;
    fireEvent.click(arts);
    await waitFor(() => expect(moveButton).toBeEnabled());
    fireEvent.click(moveButton);

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('categories/reorder', {
        orders: [
          { id: 2, parent_id: 1, order: 0 },
          { id: 1, parent_id: null, order: 0 },
        ],
      }),
    );
    expect(await screen.findByText('Category order saved')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Undo'));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('categories/reorder', {
        orders: [
          { id: 2, parent_id: null, order: 9 },
          { id: 1, parent_id: null, order: 4 },
        ],
      }),
    );
    expect(
      await screen.findByText('The move was undone: the category is back where it was.'),
    ).toBeInTheDocument();
  }, 120_000);

  it("says so when Undo fails, with the server's reason", async () => {
    const roots = [node(1, 'Arts', [], { order: 0 }), node(2, 'Science', [], { order: 1 })];
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: roots } });
    jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({ data: { message: 'Categories reordered successfully' } })
      .mockRejectedValueOnce({
        status: 422,
        message: 'These categories do not exist: 2.',
        errors: {},
      });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories' });

    fireEvent.click(await screen.findByLabelText('Move Arts'));
    fireEvent.click(await screen.findByText('Move down'));
    fireEvent.click(await screen.findByText('Undo'));
    expect(
      await screen.findByText('Could not undo the move: These categories do not exist: 2.'),
    ).toBeInTheDocument();
  });

  it('is read-only for someone who is not an administrator', async () => {
    signInAs('editor-in-chief');
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: tree } });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories' });

    const row = (await screen.findByText('Science')).closest('[role="treeitem"]') as HTMLElement;
    expect(row).toHaveAttribute('draggable', 'false');
    expect(screen.queryByLabelText('Edit Science')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Delete Science')).not.toBeInTheDocument();
  });

  it('shows a flat list of matches with their parents while searching', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: tree } });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories' });
    await screen.findByText('Science');

    await user.type(screen.getByLabelText('Search categories'), 'opt{Enter}');
    expect(await screen.findByText('Optics')).toBeInTheDocument();
    expect(screen.getByText('in Science / Physics')).toBeInTheDocument();
    expect(screen.queryByText('Science')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/categories?search=opt');
    expect(screen.queryByText('Expand all')).not.toBeInTheDocument();
  });

  it('says so when no category matches, and when there are none at all', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: tree } });
    const { unmount } = renderWithProviders(<CategoriesRoutes />, {
      route: '/categories?search=chemistry',
    });
    expect(await screen.findByText('No categories match "chemistry"')).toBeInTheDocument();
    unmount();

    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: [] } });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories' });
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
  });

  it('shows the load failure inline and as a toast', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('boom'));
    renderWithProviders(<CategoriesRoutes />, { route: '/categories' });

    await waitFor(() => expect(screen.getAllByText('Failed to load categories')).toHaveLength(2));
    expect(document.querySelector('[role="alert"]')).toHaveTextContent('Failed to load categories');
  });
});
