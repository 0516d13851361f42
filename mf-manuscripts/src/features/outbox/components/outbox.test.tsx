import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type OutboxMail } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi, pageOf } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { signInAs, signOut } from '../../../testing/sign-in-as';

jest.setTimeout(60_000);

const mail = (id: number, overrides: Partial<OutboxMail> = {}): OutboxMail => ({
  id,
  user_id: 5,
  recipient_name: 'Rosa Reviewer',
  address: 'reviewer@colophon.test',
  manuscript_id: 12,
  template_key: 'reviewer_invitation',
  locale: 'en',
  subject: `Invitation to review ${id}`,
  body: `Dear Rosa Reviewer,\n\nLetter ${id}`,
  sensitive: false,
  state: 'kept',
  error: null,
  attempts: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  sent_at: '2026-11-20T10:00:30.000Z',
  ...overrides,
});

const verify = mail(3, {
  subject: 'Verify your email address',
  template_key: null,
  manuscript_id: null,
  body: null,
  sensitive: true,
});
const refused = mail(2, {
  state: 'failed',
  error: '550 Recipient address rejected',
  subject: 'Decision on Light',
  template_key: 'decision_accept',
});

function serve(data: OutboxMail[] = [verify, refused, mail(1)]) {
  return fakeApi({
    'GET outbox': () => ({ status: 200, data: pageOf(data, { per_page: 20 }) }),
    'GET outbox/3': () => ({ status: 200, data: { data: verify } }),
    'GET outbox/1': () => ({ status: 200, data: { data: mail(1) } }),
  });
}

let api: ReturnType<typeof serve> | undefined;
afterEach(() => {
  api?.restore();
  signOut();
});

const lastQuery = () => api?.calls.filter((c) => c.url === 'outbox').at(-1)?.params;

describe('the outbox', () => {
  it('lists every mail with its state, recipient, subject, template and manuscript', async () => {
    signInAs(['admin']);
    api = serve();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/outbox' });
    const subject = await screen.findByRole('button', { name: 'Decision on Light' });
    const row = subject.closest('tr') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('Rosa Reviewer')).toBeInTheDocument();
    expect(within(row).getByText('Decision: accept')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'MS-12' })).toHaveAttribute(
      'href',
      '/manuscripts/12',
    );
    const kept = screen.getByRole('button', { name: 'Invitation to review 1' }).closest('tr')!;
    expect(within(kept as HTMLElement).getByText('Kept')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: '1', per_page: '20' });
    expect(lastQuery()).not.toHaveProperty('state');
  });

  it('keeps the state, the search and the manuscript in the URL and asks the API with them', async () => {
    signInAs(['admin']);
    api = serve();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/outbox?manuscript=12&state=kept' });
    await screen.findByRole('button', { name: 'Decision on Light' });
    expect(lastQuery()).toMatchObject({
      page: '1',
      per_page: '20',
      state: 'kept',
      manuscript_id: '12',
    });
    expect(screen.getByText('Manuscript MS-12')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('State'));
    fireEvent.click(
      await screen.findByText('Failed', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('state=failed'));
    fireEvent.change(screen.getByLabelText('Search the outbox'), { target: { value: 'rosa' } });
    fireEvent.keyDown(screen.getByLabelText('Search the outbox'), { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('search=rosa'));
    fireEvent.click(screen.getByLabelText('Show the mail of every manuscript'));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('manuscript_id'));
    expect(lastQuery()).toMatchObject({
      page: '1',
      per_page: '20',
      state: 'failed',
      search: 'rosa',
    });
    expect(screen.getByTestId('location')).not.toHaveTextContent('manuscript=');
  });

  it('opens a mail in a drawer; a sensitive one never shows its body', async () => {
    signInAs(['admin']);
    api = serve();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/outbox' });
    fireEvent.click(await screen.findByRole('button', { name: 'Invitation to review 1' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/Letter 1/)).toBeInTheDocument();
    expect(within(drawer).getByText('<reviewer@colophon.test>')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('mail=1');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close the mail' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('mail='));

    fireEvent.click(screen.getByRole('button', { name: 'Verify your email address' }));
    const hidden = await screen.findByRole('dialog');
    expect(within(hidden).getByText(/Hidden: it contains a personal link/)).toBeInTheDocument();
  });

  it('is for administrators: anyone else gets the access screen, and no request', async () => {
    signInAs(['editor-in-chief']);
    api = serve();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/outbox' });
    expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url === 'outbox')).toEqual([]);
  });
});
