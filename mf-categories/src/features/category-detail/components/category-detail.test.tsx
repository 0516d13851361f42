import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient, useAuthStore } from '@colophon/shared';
import { type Category } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { CategoriesRoutes } from '../../../routes';
import { categoryNode } from '../../../testing/category-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(30_000);

const physics: Category = {
  ...categoryNode(2, 'Physics', [], {
    parent_id: 1,
    journals_count: 6,
    manuscripts_count: 106,
    created_at: '2026-03-04T10:00:00.000Z',
  }),
  parent: { id: 1, name: 'Science', slug: 'science' },
  children: [
    categoryNode(3, 'Optics', [], { parent_id: 2, order: 1, is_active: false }),
    categoryNode(4, 'Acoustics', [], { parent_id: 2, order: 0, journals_count: 1 }),
  ],
};

beforeEach(() => act(() => useAuthStore.getState().login(makeUser(), 'token')));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => useAuthStore.getState().logout());
});

describe('category detail', () => {
  it('shows parent, subcategories in order, counts, slug and dates', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: physics } });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/2' });

    expect(await screen.findByText('2 subcategories')).toBeInTheDocument();
    expect(screen.getByText('Category Details')).toBeInTheDocument();
    expect(screen.getByText('Science').closest('a')).toHaveAttribute('href', '/categories/1');
    expect(screen.getByText('physics')).toBeInTheDocument();
    expect(screen.getByText('106')).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2026')).toBeInTheDocument();
    const children = [...document.querySelectorAll('[role="listitem"] a')].map(
      (a) => a.textContent,
    );
    expect(children).toEqual(['Acoustics', 'Optics']);
    expect(screen.getByText('Add subcategory').closest('a')).toHaveAttribute(
      'href',
      '/categories/create?parent_id=2',
    );
    expect(screen.getByText('Edit').closest('a')).toHaveAttribute('href', '/categories/2/edit');
  });

  it("says 'Category not found' for a 404 and for an id that is not one", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue({
      status: 404,
      message: 'Category not found',
      errors: {},
    });
    const { unmount } = renderWithProviders(<CategoriesRoutes />, { route: '/categories/99' });
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
    unmount();

    const get = jest.spyOn(apiClient, 'get');
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/abc' });
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('categories/abc');
  });

  it("says 'Failed to load category' for any other failure, with a retry", async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce({ status: 500, message: 'Server Error', errors: {} })
      .mockResolvedValueOnce({ data: { data: physics } });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/2' });

    await waitFor(() => expect(screen.getAllByText('Failed to load category')).toHaveLength(2));
    fireEvent.click(screen.getByText('Retry'));
    expect(await screen.findByText('2 subcategories')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal when the category cannot be deleted", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: physics } });
    const remove = jest.spyOn(apiClient, 'delete').mockRejectedValue({
      status: 409,
      message: 'Cannot delete a category that has subcategories.',
      errors: {},
    });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/2' });

    fireEvent.click(await screen.findByText('Delete'));
    expect(
      await screen.findByText(
        '"Physics" will be deleted. You can undo this from the message that follows.',
      ),
    ).toBeInTheDocument();
    const confirm = [...document.querySelectorAll('.ant-modal-confirm button')].find(
      (button) => button.textContent === 'Delete',
    ) as HTMLElement;
    fireEvent.click(confirm);

    expect(
      await screen.findByText('Cannot delete a category that has subcategories.'),
    ).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('categories/2');
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/2');
  });

  it("falls back to 'Failed to delete category' without a reason, and leaves after a delete", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: physics } });
    jest
      .spyOn(apiClient, 'delete')
      .mockRejectedValueOnce(new Error('socket hang up'))
      .mockResolvedValueOnce({ data: { message: 'Category deleted successfully' } });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/2' });

    const confirmDelete = async () => {
      fireEvent.click(await screen.findByText('Delete'));
      await screen.findByText(
        '"Physics" will be deleted. You can undo this from the message that follows.',
      );
      fireEvent.click(
        [...document.querySelectorAll('.ant-modal-confirm button')].find(
          (button) => button.textContent === 'Delete',
        ) as HTMLElement,
      );
    };
    await confirmDelete();
    expect(await screen.findByText('Failed to delete category')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());

    await confirmDelete();
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories$/));
  });

  it('offers Undo after a delete: the API restores the category, and says so either way', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation((url: string) =>
        Promise.resolve({ data: { data: url === 'categories/tree' ? [] : physics } }),
      );
    jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue({ data: { message: 'Category deleted successfully' } });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce({ data: { message: 'Category restored successfully', data: physics } })
      .mockRejectedValueOnce({
        status: 409,
        message: 'The category cannot be restored: its parent category no longer exists.',
        errors: {},
      });
    const deleteAndUndo = async () => {
      const view = renderWithProviders(<CategoriesRoutes />, { route: '/categories/2' });
      fireEvent.click(await screen.findByText('Delete'));
      await screen.findByText(
        '"Physics" will be deleted. You can undo this from the message that follows.',
      );
      fireEvent.click(
        [...document.querySelectorAll('.ant-modal-confirm button')].find(
          (button) => button.textContent === 'Delete',
        ) as HTMLElement,
      );
      await screen.findByText('Category deleted successfully');
      fireEvent.click(screen.getByText('Undo').closest('button') as HTMLElement);
      return view;
    };
    const first = await deleteAndUndo();
    expect(await screen.findByText('"Physics" was restored where it was.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('categories/2/restore');
    first.unmount();

    // A restore the server refuses: its reason, and no claim of success.
    await deleteAndUndo();
    expect(
      await screen.findByText(
        'Could not restore "Physics": The category cannot be restored: its parent category no longer exists.',
      ),
    ).toBeInTheDocument();
  }, 120_000);
});
