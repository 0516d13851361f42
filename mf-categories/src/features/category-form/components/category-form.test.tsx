import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient, useAuthStore } from '@colophon/shared';
import { makeUser } from '@colophon/shared/testing';
import { type Category } from '@colophon/shared/contracts';
import { CategoriesRoutes } from '../../../routes';
import { categoryNode } from '../../../testing/category-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(30_000);

// Science > Physics > Optics; Arts.
const tree = [
  categoryNode(1, 'Science', [
    categoryNode(2, 'Physics', [categoryNode(3, 'Optics', [], { parent_id: 2 })], {
      parent_id: 1,
    }),
  ]),
  categoryNode(4, 'Arts', [], { order: 1 }),
];

const physics: Category = {
  ...categoryNode(2, 'Physics', [], { parent_id: 1, description: 'Matter and energy', order: 3 }),
  parent: { id: 1, name: 'Science', slug: 'science' },
  children: [categoryNode(3, 'Optics', [], { parent_id: 2 })],
};

/** GET answers by path: the tree for the picker, the category for the edit page. */
function mockGets() {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'categories/tree') return Promise.resolve({ data: { data: tree } });
    if (url === 'categories/2') return Promise.resolve({ data: { data: physics } });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

/** A 422 as the shared client reports it (toApiError passes this shape through). */
const validationFailure = (errors: Record<string, string[]>) => ({
  status: 422,
  message: 'The given data was invalid.',
  errors,
});

// The form pages are for those who may manage categories (an author gets the access screen).
beforeEach(() =>
  useAuthStore
    .getState()
    .login(makeUser({ roles: [{ id: 1, name: 'admin', description: null }] }), 'token'),
);
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

describe('category form', () => {
  it('refuses an empty name at the field and says why', async () => {
    mockGets();
    const post = jest.spyOn(apiClient, 'post');
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/create' });

    fireEvent.click(await screen.findByText('Create Category'));
    expect(await screen.findByText('Category name is required')).toBeInTheDocument();
    expect(await screen.findByText('Please fix the errors in the form')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('creates with the defaults and the parent from the URL, then goes back to the list', async () => {
    mockGets();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { message: 'Category created successfully', data: physics } });
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/create?parent_id=4' });

    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: '  Sculpture ' } });
    // The picker shows the parent named in the URL.
    expect(await screen.findByTitle('Arts')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Create Category'));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('categories', {
        name: 'Sculpture',
        description: null,
        parent_id: 4,
        is_active: true,
        order: 0,
      }),
    );
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories$/));
  });

  it('offers every parent but the edited category and its descendants', async () => {
    mockGets();
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/2/edit' });

    expect(await screen.findByDisplayValue('Physics')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Matter and energy')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('Parent category'));
    const options = await waitFor(() => {
      const titles = [...document.querySelectorAll('.ant-select-tree-title')].map(
        (node) => node.textContent,
      );
      expect(titles).toContain('Arts');
      return titles;
    });
    expect(options).toEqual(['Science', 'Arts']);
  });

  it('puts server validation errors on their fields', async () => {
    mockGets();
    const put = jest.spyOn(apiClient, 'put').mockRejectedValue(
      validationFailure({
        parent_id: ['A category cannot be moved under one of its own subcategories.'],
        name: ['The name is taken.'],
      }),
    );
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/2/edit' });

    fireEvent.change(await screen.findByDisplayValue('Physics'), {
      target: { value: 'Physics 2' },
    });
    fireEvent.click(screen.getByText('Save Changes'));

    expect(
      await screen.findByText('A category cannot be moved under one of its own subcategories.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The name is taken.')).toBeInTheDocument();
    expect(screen.getByText('Please fix the validation errors')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      'categories/2',
      expect.objectContaining({ name: 'Physics 2', parent_id: 1, order: 3 }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/2/edit');
  });

  it("says 'Failed to save category' when the server gives no reason", async () => {
    mockGets();
    jest.spyOn(apiClient, 'put').mockRejectedValue(new Error('socket hang up'));
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/2/edit' });

    fireEvent.click(await screen.findByText('Save Changes'));
    expect(await screen.findByText('Failed to save category')).toBeInTheDocument();
  });

  it("says 'Failed to load parent categories' when the picker's tree fails", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('boom'));
    renderWithProviders(<CategoriesRoutes />, { route: '/categories/create' });
    expect(await screen.findByText('Failed to load parent categories')).toBeInTheDocument();
  });
});

describe('category form pages for someone who may not manage categories', () => {
  it.each(['/categories/create', '/categories/2/edit'])(
    '%s shows the access screen with a way back, and asks the API nothing',
    async (route) => {
      useAuthStore
        .getState()
        .login(makeUser({ roles: [{ id: 6, name: 'author', description: null }] }), 'token');
      const get = mockGets();
      renderWithProviders(<CategoriesRoutes />, { route });
      expect(
        await screen.findByRole('heading', { name: "You don't have access to this page" }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Categories' })).toHaveAttribute(
        'href',
        '/categories',
      );
      expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
      expect(get).not.toHaveBeenCalled();
    },
  );
});
