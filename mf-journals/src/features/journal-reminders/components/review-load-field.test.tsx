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

const LABEL = 'Most open reviews per reviewer';

const mockRead = (limit: number | null, can_edit = true) =>
  jest.spyOn(apiClient, 'get').mockImplementation((url: string) =>
    url === 'journals/5/correspondence'
      ? Promise.resolve({
          data: {
            data: { ...CORRESPONDENCE_DEFAULTS, max_open_reviews: limit },
            meta: { can_edit },
          } satisfies JournalCorrespondenceResponse,
        })
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );

const mockSave = () =>
  jest
    .spyOn(apiClient, 'put')
    .mockImplementation((_url, body) => Promise.resolve({ data: { message: 'ok', data: body } }));

const limitField = () => screen.getByRole('spinbutton', { name: LABEL });
const type = (value: string) => fireEvent.change(limitField(), { target: { value } });

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

describe("the journal's maximum of open reviews per reviewer", () => {
  it('is read out beside the reminders, in each language', async () => {
    mockRead(4, false);
    renderWithProviders(<JournalRemindersTab journalId={5} />);
    const section = await screen.findByTestId('review-load');
    expect(section).toHaveTextContent('Reviewer load');
    expect(section).toHaveTextContent('anyone who already has 4 open reviews');
    await act(() => i18n.changeLanguage('de'));
    expect(section).toHaveTextContent('wer bereits 4 offene Gutachten');
    await act(() => i18n.changeLanguage('ur'));
    expect(section).toHaveTextContent('4 کھلے جائزے');
  });

  it('says when there is no limit', async () => {
    mockRead(null, false);
    renderWithProviders(<JournalRemindersTab journalId={5} />);
    expect(await screen.findByTestId('review-load')).toHaveTextContent(/^Reviewer loadNo limit:/);
  });

  it('is changed in the reminders form, explained as it is typed, and saved with them', async () => {
    mockRead(4);
    const put = mockSave();
    renderWithProviders(<JournalRemindersTab journalId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit reminders/ }));
    expect(limitField()).toHaveValue('4');
    type('1');
    expect(await screen.findByText(/anyone who already has 1 open review for/)).toBeVisible();
    // Out of bounds: the shared schema's message at the field, nothing sent.
    type('0');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(
      await screen.findByText(
        'Enter a whole number of open reviews from 1 to 50, or leave it empty for no limit',
      ),
    ).toBeVisible();
    expect(limitField()).toHaveAttribute('aria-invalid', 'true');
    expect(put).not.toHaveBeenCalled();

    type('6');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('journals/5/correspondence', {
        ...CORRESPONDENCE_DEFAULTS,
        max_open_reviews: 6,
      }),
    );
    expect(await screen.findByTestId('review-load')).toHaveTextContent('6 open reviews');
  });

  it('saves an empty field as no limit', async () => {
    mockRead(4);
    const put = mockSave();
    renderWithProviders(<JournalRemindersTab journalId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: /Edit reminders/ }));
    type('');
    expect(await screen.findByText(/^No limit: editors choosing reviewers/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('journals/5/correspondence', {
        ...CORRESPONDENCE_DEFAULTS,
        max_open_reviews: null,
      }),
    );
  });
});
