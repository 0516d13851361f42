import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, pageOf } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ManuscriptMailTab } from './manuscript-mail-tab';

jest.setTimeout(60_000);

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const letter = {
  id: 4,
  user_id: 9,
  recipient_name: 'Aziz Author',
  address: 'author@colophon.test',
  manuscript_id: 12,
  template_key: 'decision_accept',
  locale: 'ur',
  subject: 'آپ کا مسودہ منظور ہو گیا',
  body: 'محترم عزیز،\n\nمبارک ہو۔',
  sensitive: false,
  state: 'sent' as const,
  error: null,
  attempts: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  sent_at: '2026-11-20T10:00:05.000Z',
};

describe("a manuscript's Mail tab", () => {
  it('lists the mail about the manuscript and opens one as its recipient got it', async () => {
    api = fakeApi({
      'GET manuscripts/12/mail': () => ({ status: 200, data: pageOf([letter]) }),
    });
    renderWithProviders(<ManuscriptMailTab manuscriptId={12} />);
    const subject = await screen.findByRole('button', { name: letter.subject });
    const row = subject.closest('tr') as HTMLElement;
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(within(row).getByText('Decision: accept')).toBeInTheDocument();
    fireEvent.click(subject);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/مبارک ہو/)).toBeInTheDocument();
    expect(within(drawer).getByText('Urdu')).toBeInTheDocument();
  });

  it("tells a reader who is not the journal's editor that its mail is not theirs", async () => {
    api = fakeApi({
      'GET manuscripts/12/mail': () => ({ status: 403, data: { message: 'Forbidden' } }),
    });
    renderWithProviders(<ManuscriptMailTab manuscriptId={12} />);
    expect(
      await screen.findByText("Only this journal's editors and administrators read its mail."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
