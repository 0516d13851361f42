import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient, i18n, useAuthStore } from '@colophon/shared';
import {
  CORRESPONDENCE_DEFAULTS,
  type JournalCorrespondenceResponse,
} from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { JournalRemindersTab } from './journal-reminders-tab';

jest.setTimeout(120_000);

const LABEL = 'Time to answer an invitation';

const mockRead = (days: number, can_edit = true) =>
  jest.spyOn(apiClient, 'get').mockImplementation((url: string) =>
    url === 'journals/5/correspondence'
      ? Promise.resolve({
          data: {
            data: { ...CORRESPONDENCE_DEFAULTS, invitation_response_days: days },
            meta: { can_edit },
          } satisfies JournalCorrespondenceResponse,
        })
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );

const daysField = () => screen.getByRole('spinbutton', { name: LABEL });
const type = (value: string) => fireEvent.change(daysField(), { target: { value } });

beforeEach(() =>
  useAuthStore.setState({
    user: makeUser({ roles: [{ id: 1, name: 'editor-in-chief', description: null }] }),
  }),
);
afterEach(async () => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
  await act(() => i18n.changeLanguage('en'));
});

describe("the journal's time to answer an invitation before the next alternate", () => {
  it('is read out beside the reminders, in each language', async () => {
    mockRead(7, false);
    renderWithProviders(<JournalRemindersTab journalId={5} />);
    const section = await screen.findByTestId('response-period');
    expect(section).toHaveTextContent('Alternate reviewers');
    expect(section).toHaveTextContent('not answered within 7 days, it is withdrawn');
    await act(() => i18n.changeLanguage('de'));
    expect(section).toHaveTextContent('nicht innerhalb von 7 Tagen beantwortet');
    await act(() => i18n.changeLanguage('ur'));
    expect(section).toHaveTextContent('7 دن میں نہ آئے');
  });

  it('is changed in the reminders form, explained as it is typed, refused out of bounds, and saved', async () => {
    mockRead(7);
    const put = jest
      .spyOn(apiClient, 'put')
      .mockImplementation((_url, body) => Promise.resolve({ data: { message: 'ok', data: body } }));
    renderWithProviders(<JournalRemindersTab journalId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit reminders/ }));
    expect(daysField()).toHaveValue('7');
    type('1');
    expect(await screen.findByText(/not answered within 1 day, it is withdrawn/)).toBeVisible();
    // Out of bounds: the shared schema's message at the field, nothing sent.
    type('61');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 60')).toBeVisible();
    expect(daysField()).toHaveAttribute('aria-invalid', 'true');
    expect(put).not.toHaveBeenCalled();
    type('3');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        'journals/5/correspondence',
        expect.objectContaining({ invitation_response_days: 3 }),
      ),
    );
  });
});
