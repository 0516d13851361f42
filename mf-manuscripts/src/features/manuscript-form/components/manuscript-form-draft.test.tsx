import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient, useAuthStore } from '@colophon/shared';
import { makeUser } from '@colophon/shared/testing';
import { ManuscriptsRoutes } from '../../../routes';
import { mockJournals, pickJournal, type } from '../../../testing/form-test-helpers';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(60_000);

// A draft may be saved without its file (the file is needed to submit),
// and Author 1 starts as the signed-in user, editable.
const signedIn = makeUser({
  name: 'Grace Brewster Hopper',
  email: 'grace@colophon.test',
  roles: [{ id: 6, name: 'author', description: null }],
});

beforeEach(() => useAuthStore.setState({ user: signedIn }));
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

const valueOf = (selector: string) =>
  (document.querySelector(selector) as HTMLInputElement | null)?.value;

it('fills Author 1 from the signed-in user, and the fields stay editable', async () => {
  mockJournals();
  renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });
  await screen.findByText('Save Draft');
  expect(valueOf('#authors-0-first_name')).toBe('Grace Brewster');
  expect(valueOf('#authors-0-last_name')).toBe('Hopper');
  expect(valueOf('#authors-0-email')).toBe('grace@colophon.test');
  type('First name', 'Grace');
  expect(valueOf('#authors-0-first_name')).toBe('Grace');
});

it('saves a draft without a file, but will not submit without one', async () => {
  mockJournals();
  const created = manuscriptDetailFixture({ id: 78, status: 'draft' });
  const post = jest
    .spyOn(apiClient, 'post')
    .mockResolvedValue({ data: { message: 'Manuscript created successfully', data: created } });
  renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });
  await screen.findByText('Save Draft');
  type('Title', 'Light in fibres');
  type('Abstract', 'We guide light.');
  await pickJournal('Journal of Optics');
  type('Institution', 'Yale University');

  fireEvent.click(screen.getByText('Submit Manuscript'));
  expect(await screen.findByText('The manuscript file is required')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  const saveDraft = screen.getByText('Save Draft').closest('button') as HTMLButtonElement;
  await waitFor(() => expect(saveDraft).toBeEnabled());
  fireEvent.click(saveDraft);
  await waitFor(() => expect(post).toHaveBeenCalled());
  const [url, body] = post.mock.calls[0]!;
  expect(url).toBe('journals/4/manuscripts');
  const form = body as FormData;
  expect(form.get('submit')).toBe('0');
  expect(form.has('manuscript_file')).toBe(false);
  expect(form.get('authors[0][email]')).toBe('grace@colophon.test');
  expect(form.get('authors[0][last_name]')).toBe('Hopper');
});
