import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import { type JournalTeam, type RoleName } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { JournalTeamTab } from './journal-team-tab';

jest.setTimeout(120_000);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const signInAs = (role: RoleName) =>
  useAuthStore.setState({ user: makeUser({ roles: [{ id: 1, name: role, description: null }] }) });
const axiosError = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });

const ada = { id: 3, name: 'Ada Chief', email: 'ada@example.org' };
const bo = { id: 4, name: 'Bo Associate', email: 'bo@example.org' };
const cy = { id: 5, name: 'Cy Chief', email: 'cy@example.org' };
const named: JournalTeam = { editors_in_chief: [ada], associate_editors: [bo], falls_back: false };
const none: JournalTeam = { editors_in_chief: [], associate_editors: [], falls_back: true };

const userRow = (u: typeof ada) => ({
  ...u,
  email_verified_at: null,
  created_at: '',
  updated_at: '',
  deleted_at: null,
  roles: [],
  academic_profile: null,
});

function mockReads(team: JournalTeam) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'journals/5/team') return Promise.resolve({ data: { data: team } });
    if (url === 'users') {
      const meta = { current_page: 1, per_page: 20, last_page: 1, total: 2 };
      return Promise.resolve({ data: { data: [userRow(ada), userRow(cy)], meta } });
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

beforeEach(() => signInAs('admin'));
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

describe('the Editorial team tab', () => {
  it('lists each role with names and e-mails; no Edit for a reader who is not an administrator', async () => {
    signInAs('editor-in-chief');
    mockReads(named);
    renderWithProviders(<JournalTeamTab journalId={5} />);
    const chiefs = await screen.findByRole('region', { name: 'Editors-in-chief' });
    expect(within(chiefs).getByText('Ada Chief')).toBeInTheDocument();
    expect(within(chiefs).getByText('ada@example.org')).toHaveAttribute(
      'href',
      'mailto:ada@example.org',
    );
    const associates = screen.getByRole('region', { name: 'Associate editors' });
    expect(within(associates).getByText('Bo Associate')).toBeInTheDocument();
    expect(screen.queryByText(/No editorial team named/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit team/ })).not.toBeInTheDocument();
  });

  it('says when the journal falls back to every holder of the roles', async () => {
    mockReads(none);
    renderWithProviders(<JournalTeamTab journalId={5} />);
    expect(
      await screen.findByText(
        "No editorial team named: every editor-in-chief and associate editor of the platform works this journal's manuscripts.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/None named: every editor-in-chief/)).toBeInTheDocument();
  });

  it('shows an error with a retry when the team cannot be loaded', async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValue(axiosError(500, {}));
    renderWithProviders(<JournalTeamTab journalId={5} />);
    expect(await screen.findByText('The editorial team could not be loaded')).toBeInTheDocument();
    get.mockRestore();
    mockReads(named);
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Ada Chief')).toBeInTheDocument();
  });

  it('an administrator edits the team: saves both lists, a toast, back to the lists', async () => {
    mockReads(named);
    const saved: JournalTeam = {
      editors_in_chief: [ada, cy],
      associate_editors: [bo],
      falls_back: false,
    };
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { message: 'ok', data: saved } });
    renderWithProviders(<JournalTeamTab journalId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit team/ }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Editors-in-chief' }));
    fireEvent.click(
      await screen.findByText('Cy Chief (cy@example.org)', {
        selector: '.ant-select-item-option-content',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('journals/5/team', {
        editors_in_chief: [3, 5],
        associate_editors: [4],
      }),
    );
    expect(await screen.findByText('Editorial team saved')).toBeInTheDocument();
    expect(await screen.findByText('Cy Chief')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal at the field and stays in edit mode", async () => {
    mockReads(named);
    jest.spyOn(apiClient, 'put').mockRejectedValue(
      axiosError(422, {
        message: 'Bo Associate is listed twice',
        errors: { associate_editors: ['Bo Associate is listed twice'] },
      }),
    );
    renderWithProviders(<JournalTeamTab journalId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit team/ }));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Bo Associate is listed twice')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Associate editors' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(await screen.findByRole('region', { name: 'Editors-in-chief' })).toBeInTheDocument();
  });
});
