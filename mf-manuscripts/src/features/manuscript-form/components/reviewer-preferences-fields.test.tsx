import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@colophon/shared';
import { ManuscriptsRoutes } from '../../../routes';
import { fillValidForm, journals, mockJournals } from '../../../testing/form-test-helpers';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { permissionsOf } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

// The whole create form renders per test: slow on a busy machine.
jest.setTimeout(120_000);

afterEach(() => jest.restoreAllMocks());

const typeIn = (group: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(group).getByLabelText(label), { target: { value } });

describe('the reviewers the authors suggest or ask to exclude', () => {
  it('are optional, refuse an exclusion without a reason, and travel with the submission', async () => {
    mockJournals();
    const created = manuscriptDetailFixture({ id: 77, status: 'submitted' });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { message: 'ok', data: created } });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });
    expect(await screen.findByText('No reviewers suggested.')).toBeInTheDocument();
    expect(screen.getByText('Nobody to exclude.')).toBeInTheDocument();
    await fillValidForm();

    fireEvent.click(screen.getByText('Suggest a reviewer'));
    const suggested = await screen.findByRole('group', { name: 'Suggested reviewer 1' });
    typeIn(suggested, 'Name', 'Grace Hopper');
    typeIn(suggested, 'E-mail address', 'grace@example.org');
    fireEvent.click(screen.getByText('Ask to exclude a reviewer'));
    const excluded = await screen.findByRole('group', { name: 'Reviewer to exclude 1' });
    typeIn(excluded, 'Name', 'A Rival');
    typeIn(excluded, 'E-mail address', 'rival@example.org');

    fireEvent.click(screen.getByText('Submit Manuscript'));
    expect(await screen.findByText('Say why this reviewer should be excluded')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    typeIn(excluded, 'Why they should not review', 'Competing group');
    fireEvent.click(screen.getByText('Submit Manuscript'));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const form = post.mock.calls[0]![1] as FormData;
    expect(JSON.parse(form.get('suggested_reviewers') as string)).toEqual([
      { name: 'Grace Hopper', email: 'grace@example.org', reason: null },
    ]);
    expect(JSON.parse(form.get('excluded_reviewers') as string)).toEqual([
      { name: 'A Rival', email: 'rival@example.org', reason: 'Competing group' },
    ]);
  });

  it('adds and removes a reviewer, back to the empty list', async () => {
    mockJournals();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/create' });
    fireEvent.click(await screen.findByText('Ask to exclude a reviewer'));
    fireEvent.click(screen.getByText('Ask to exclude a reviewer'));
    const second = await screen.findByRole('group', { name: 'Reviewer to exclude 2' });
    expect(within(second).getByLabelText('Why they should not review')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Remove reviewer to exclude 2'));
    fireEvent.click(screen.getByLabelText('Remove reviewer to exclude 1'));
    expect(await screen.findByText('Nobody to exclude.')).toBeInTheDocument();
  });

  it('start from the saved lists when editing and are saved with the changes', async () => {
    const manuscript = manuscriptDetailFixture({
      id: 12,
      status: 'draft',
      journal_id: 4,
      permissions: permissionsOf({ edit: true }),
    });
    jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
      if (url === 'manuscripts/12') return Promise.resolve({ data: { data: manuscript } });
      if (url === 'manuscripts/12/reviewer-preferences') {
        return Promise.resolve({
          data: {
            data: {
              suggested: [
                { name: 'Grace Hopper', email: 'grace@example.org', reason: null, user_id: 5 },
              ],
              excluded: [
                { name: 'A Rival', email: 'rival@example.org', reason: 'Competing', user_id: null },
              ],
            },
          },
        });
      }
      return Promise.resolve({ data: journals });
    });
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { message: 'ok', data: manuscript } });
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { message: 'ok' } });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12/edit' });

    const excluded = await screen.findByRole('group', { name: 'Reviewer to exclude 1' });
    expect(within(excluded).getByLabelText('Why they should not review')).toHaveValue('Competing');
    fireEvent.click(screen.getByLabelText('Remove suggested reviewer 1'));
    fireEvent.click(screen.getByText('Save Changes'));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![1]).toEqual(
      expect.objectContaining({
        suggested_reviewers: [],
        excluded_reviewers: [{ name: 'A Rival', email: 'rival@example.org', reason: 'Competing' }],
      }),
    );
  });

  it('are left as saved when they cannot be read', async () => {
    const manuscript = manuscriptDetailFixture({
      id: 12,
      status: 'draft',
      journal_id: 4,
      permissions: permissionsOf({ edit: true }),
    });
    jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
      if (url === 'manuscripts/12') return Promise.resolve({ data: { data: manuscript } });
      if (url === 'journals') return Promise.resolve({ data: journals });
      return Promise.reject({ status: 500, message: 'Server Error' });
    });
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { message: 'ok', data: manuscript } });
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { message: 'ok' } });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12/edit' });

    expect(
      await screen.findByText(/The suggested and excluded reviewers could not be loaded/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('Save Changes'));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![1]).not.toHaveProperty('suggested_reviewers');
    expect(put.mock.calls[0]![1]).not.toHaveProperty('excluded_reviewers');
  });
});
