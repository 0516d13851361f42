import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient, useAuthStore } from '@colophon/shared';
import {
  CORRESPONDENCE_DEFAULTS,
  type JournalCorrespondenceResponse,
} from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { JournalRemindersTab } from './journal-reminders-tab';

jest.setTimeout(120_000);

const axiosError = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });

const answer = (can_edit: boolean): JournalCorrespondenceResponse => ({
  data: CORRESPONDENCE_DEFAULTS,
  meta: { can_edit },
});

const mockRead = (body: JournalCorrespondenceResponse) =>
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string) =>
      url === 'journals/5/correspondence'
        ? Promise.resolve({ data: body })
        : Promise.reject(new Error(`unexpected GET ${url}`)),
    );

const field = (name: string) => screen.getByRole('spinbutton', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

beforeEach(() =>
  useAuthStore.setState({
    user: makeUser({ roles: [{ id: 1, name: 'editor-in-chief', description: null }] }),
  }),
);
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

describe('the Reminders tab', () => {
  it('reads the schedule out in sentences; no Edit for a reader who may not change it', async () => {
    mockRead(answer(false));
    renderWithProviders(<JournalRemindersTab journalId={5} />);
    const list = await screen.findByTestId('reminder-schedule');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Authors have 30 days to submit a revision: a decision that asks for one proposes that due date, and the editor may change it.',
      'Remind reviewers who have not answered an invitation 5 days after it was sent.',
      'Remind reviewers 7 days before a review is due.',
      'When a review is overdue, remind the reviewer at once and then every 7 days, 3 times at most.',
      'Remind authors 7 days before a revision is due, and once more when it is overdue.',
    ]);
    expect(screen.queryByRole('button', { name: /Edit reminders/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Only administrators and the journal's editors-in-chief/),
    ).toBeVisible();
  });

  it('shows an error with a retry when the schedule cannot be loaded', async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValue(axiosError(500, {}));
    renderWithProviders(<JournalRemindersTab journalId={5} />);
    expect(await screen.findByText('The reminder schedule could not be loaded')).toBeVisible();
    get.mockRestore();
    mockRead(answer(true));
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByTestId('reminder-schedule')).toBeVisible();
  });

  it('explains each number as it is typed, refuses one out of bounds, and saves', async () => {
    mockRead(answer(true));
    const put = jest
      .spyOn(apiClient, 'put')
      .mockImplementation((_url, body) => Promise.resolve({ data: { message: 'ok', data: body } }));
    renderWithProviders(<JournalRemindersTab journalId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit reminders/ }));

    type('Remind reviewers before a review is due', '3');
    expect(
      await screen.findByText('Remind reviewers 3 days before a review is due.'),
    ).toBeVisible();
    type('Overdue reminders at most', '0');
    expect(await screen.findByText('Send no reminder once a review is overdue.')).toBeVisible();
    type('Repeat overdue reminders every', '1');

    // Out of bounds: the shared schema's message at the field, nothing sent.
    type('Remind reviewers who have not answered after', '');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 90')).toBeVisible();
    expect(field('Remind reviewers who have not answered after')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(put).not.toHaveBeenCalled();

    type('Remind reviewers who have not answered after', '4');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('journals/5/correspondence', {
        ...CORRESPONDENCE_DEFAULTS,
        invitation_reminder_days: 4,
        review_reminder_before_days: 3,
        review_overdue_every_days: 1,
        review_overdue_max: 0,
      }),
    );
    expect(await screen.findByText('Reminder schedule saved')).toBeVisible();
    const list = await screen.findByTestId('reminder-schedule');
    expect(within(list).getByText('Remind reviewers 3 days before a review is due.')).toBeVisible();
  });

  it("shows the server's refusal at its field and stays in the form", async () => {
    mockRead(answer(true));
    jest.spyOn(apiClient, 'put').mockRejectedValue(
      axiosError(422, {
        message: 'Enter a whole number from 0 to 10',
        errors: { review_overdue_max: ['correspondence.countRange|{"min":0,"max":10}'] },
      }),
    );
    renderWithProviders(<JournalRemindersTab journalId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit reminders/ }));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Enter a whole number from 0 to 10')).toBeVisible();
    expect(field('Overdue reminders at most')).toHaveAttribute('aria-invalid', 'true');
  });
});
