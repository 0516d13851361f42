import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import { makeUser } from '@colophon/shared/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ALL_ROLES, makeTestUser, role } from '../../../testing/fixtures';
import { EditRolesButton } from './edit-roles-button';

jest.setTimeout(60_000);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const target = makeTestUser({ roles: [role(5, 'reviewer')] });
const FORBIDDEN =
  'You do not have permission to assign roles to this user. Admin or Super Admin role required.';

const mockRoles = (roles = ALL_ROLES) =>
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: roles } });

async function openDialog() {
  await user.click(screen.getByText('Edit Roles'));
  return (await screen.findByText('Assign Roles')).closest('.ant-modal') as HTMLElement;
}

beforeEach(() =>
  useAuthStore.setState({
    user: makeUser({ id: 1, roles: [role(1, 'admin')] }),
    token: 't',
    isAuthenticated: true,
  }),
);
afterEach(() => jest.restoreAllMocks());

describe('role assignment dialog', () => {
  it('lists every role, counts the selection in singular or plural and saves the names', async () => {
    mockRoles();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: {
        message: 'ok',
        data: { ...target, roles: [role(5, 'reviewer'), role(6, 'author')] },
      },
    });
    renderWithProviders(<EditRolesButton user={target} />);
    const dialog = await openDialog();

    expect(await within(dialog).findByText('1 role selected')).toBeInTheDocument();
    for (const name of [
      'Admin',
      'Super Admin',
      'Editor-in-Chief',
      'Associate Editor',
      'Reviewer',
      'Author',
    ])
      expect(within(dialog).getByText(name)).toBeInTheDocument();
    // A plain admin cannot grant super-admin: the box is there but locked.
    expect(
      within(dialog).getByText('Super Admin').closest('label')?.querySelector('input'),
    ).toBeDisabled();

    await user.click(within(dialog).getByText('Author'));
    expect(within(dialog).getByText('2 roles selected')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Reviewer'));
    await user.click(within(dialog).getByText('Reviewer'));
    expect(within(dialog).getByText('2 roles selected')).toBeInTheDocument();

    await user.click(within(dialog).getByText('Save Roles'));
    expect(post).toHaveBeenCalledWith('users/7/roles', { roles: ['author', 'reviewer'] });
    expect(await screen.findByText('Roles updated successfully')).toBeInTheDocument();
  });

  it('shows the 403 text of the spec when the API refuses', async () => {
    mockRoles();
    jest.spyOn(apiClient, 'post').mockRejectedValue(
      Object.assign(new Error('Forbidden'), {
        isAxiosError: true,
        response: { status: 403, data: { message: FORBIDDEN } },
      }),
    );
    renderWithProviders(<EditRolesButton user={target} />);
    const dialog = await openDialog();
    await within(dialog).findByText('1 role selected');
    await user.click(within(dialog).getByText('Save Roles'));

    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(FORBIDDEN));
    // The dialog stays open so the user sees why.
    expect(within(dialog).getByText('Save Roles')).toBeInTheDocument();
  });

  it("says 'No roles available' when there are none", async () => {
    mockRoles([]);
    renderWithProviders(<EditRolesButton user={target} />);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('No roles available')).toBeInTheDocument();
    expect(within(dialog).getByText('Save Roles').closest('button')).toBeDisabled();
  });
});
