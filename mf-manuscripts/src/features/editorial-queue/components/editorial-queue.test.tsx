import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type EditorialQueueItem } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi, pageOf } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { signInAs, signOut } from '../../../testing/sign-in-as';

jest.setTimeout(60_000);

const item = (id: number, title: string, overrides: Partial<EditorialQueueItem> = {}) => ({
  id,
  title,
  status: 'under_review',
  stage: 'reviews_in_progress' as const,
  journal: { id: 4, title: 'Journal of Optics' },
  submission_date: '2026-03-05T12:00:00.000Z',
  stage_since: '2026-03-06T12:00:00.000Z',
  days_in_stage: 9,
  handling_editor: { id: 8, name: 'Anna Associate' },
  invitations: { accepted: 2, completed: 1, pending: 0, overdue: 0 },
  round: 1,
  overdue: false,
  ...overrides,
});

const counts = {
  new_submissions: 3,
  awaiting_reviewers: 1,
  reviews_in_progress: 2,
  reviews_complete: 0,
  revisions_submitted: 0,
  accepted: 4,
};

type JournalMeta = {
  journals: { id: number; title: string }[];
  journal_id: 'all' | 'mine' | number;
};

function serveQueue(
  data = [item(12, 'Light in fibres')],
  meta: JournalMeta = { journals: [], journal_id: 'all' },
) {
  // A journal id comes as text in the query string; the API answers with a number.
  const journalOf = (asked: string | undefined) =>
    asked === undefined || asked === 'all' ? asked : Number(asked);
  return fakeApi({
    'GET editorial-queue': ({ params }) => ({
      status: 200,
      data: pageOf(data, {
        per_page: 15,
        stage_counts: counts,
        ...meta,
        // The API answers with the filter it applied: the asked one, else its default.
        journal_id: journalOf(params.journal_id) ?? meta.journal_id,
      }),
    }),
  });
}

let api: ReturnType<typeof serveQueue> | undefined;
afterEach(() => {
  api?.restore();
  signOut();
});

describe('the editorial queue', () => {
  it('lists manuscripts with stage, days, handling editor and reviewers; titles link', async () => {
    signInAs(['editor-in-chief']);
    api = serveQueue([
      item(12, 'Light in fibres'),
      item(13, 'On letters', { handling_editor: null, overdue: true, days_in_stage: 1 }),
    ]);
    renderWithProviders(<ManuscriptsRoutes />, { route: '/editorial-queue' });

    const link = await screen.findByText('Light in fibres', { selector: 'a' });
    expect(link).toHaveAttribute('href', '/manuscripts/12');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('9 days')).toBeInTheDocument();
    expect(within(row).getByText('Anna Associate')).toBeInTheDocument();
    expect(within(row).getByText('2 accepted · 1 complete · 0 pending')).toBeInTheDocument();
    const other = screen.getByText('On letters').closest('tr') as HTMLElement;
    expect(within(other).getByText('Overdue')).toBeInTheDocument();
    expect(within(other).getByText('Unassigned')).toBeInTheDocument();
    // The stage tabs carry their counts ("All" sums them).
    const tabs = screen.getAllByTestId('queue-stage-tab').map((tab) => tab.textContent);
    expect(tabs).toContain('All10');
    expect(tabs).toContain('New submissions3');
    expect(api.calls[0]).toMatchObject({
      url: 'editorial-queue',
      params: { page: '1', per_page: '15' },
    });
  });

  it('reads stage, filters and sort from the URL and sends them', async () => {
    signInAs(['associate-editor']);
    api = serveQueue();
    renderWithProviders(<ManuscriptsRoutes />, {
      route:
        '/editorial-queue?stage=awaiting_reviewers&assigned=me&overdue=1&sort=days_in_stage&direction=desc&page=2',
    });
    await screen.findByText('Light in fibres');
    expect(api.calls[0]?.params).toMatchObject({
      page: '2',
      per_page: '15',
      stage: 'awaiting_reviewers',
      assigned: 'me',
      overdue: '1',
      sort: 'days_in_stage',
      direction: 'desc',
    });
    expect(screen.getByText('Assigned to me', { selector: '.ant-select *' })).toBeInTheDocument();
  });

  it('puts a chosen stage, the overdue filter and a sort into the URL', async () => {
    signInAs(['editor-in-chief']);
    api = serveQueue();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/editorial-queue' });
    await screen.findByText('Light in fibres');

    fireEvent.click(screen.getByText('Reviews complete'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/editorial-queue?stage=reviews_complete',
      ),
    );
    fireEvent.click(screen.getByText('Overdue only'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('overdue=1'));
    // antd renders the header twice (the sticky copy): either sorts.
    fireEvent.click(
      screen.getAllByText('Days in stage', { selector: '.ant-table-column-title' })[0]!,
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('sort=days_in_stage&direction=asc'),
    );
    await waitFor(() =>
      expect(api?.calls.at(-1)?.params).toMatchObject({
        stage: 'reviews_complete',
        overdue: '1',
        sort: 'days_in_stage',
        direction: 'asc',
      }),
    );
  });

  it('says so when the queue is empty, and turns away a reader who is no editor', async () => {
    signInAs(['editor-in-chief']);
    api = serveQueue([]);
    const { unmount } = renderWithProviders(<ManuscriptsRoutes />, { route: '/editorial-queue' });
    expect(await screen.findByText('Nothing waits for an editor here')).toBeInTheDocument();
    unmount();

    signInAs(['reviewer']);
    const before = api.calls.length;
    renderWithProviders(<ManuscriptsRoutes />, { route: '/editorial-queue' });
    expect(await screen.findByText("You don't have access to this page")).toBeInTheDocument();
    expect(api.calls).toHaveLength(before);
  });

  it("opens on the API's default (the reader's journals) in one request, and filters by journal", async () => {
    signInAs(['editor-in-chief']);
    api = serveQueue([item(12, 'Light in fibres')], {
      journals: [
        { id: 4, title: 'Journal of Optics' },
        { id: 9, title: 'Acoustics Letters' },
      ],
      journal_id: 'mine',
    });
    renderWithProviders(<ManuscriptsRoutes />, { route: '/editorial-queue' });
    await screen.findByText('Light in fibres', { selector: 'a' });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.params).not.toHaveProperty('journal_id');
    const select = screen.getByRole('combobox', { name: 'Journal' });
    expect(screen.getByText('My journals', { selector: '.ant-select *' })).toBeInTheDocument();

    fireEvent.mouseDown(select);
    fireEvent.click(
      await screen.findByText('Acoustics Letters', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('journal_id=9'));
    await waitFor(() => expect(api?.calls.at(-1)?.params).toMatchObject({ journal_id: '9' }));

    fireEvent.mouseDown(select);
    fireEvent.click(
      await screen.findByText('All journals', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('journal_id=all'));
    await waitFor(() => expect(api?.calls.at(-1)?.params).toMatchObject({ journal_id: 'all' }));
  });

  it('offers no "My journals" to an editor on no team, and searches by title or MS number', async () => {
    signInAs(['associate-editor']);
    api = serveQueue();
    renderWithProviders(<ManuscriptsRoutes />, { route: '/editorial-queue?stage=accepted' });
    await screen.findByText('Light in fibres', { selector: 'a' });
    expect(screen.getByText('All journals', { selector: '.ant-select *' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Journal' }));
    expect(
      await screen.findByText('All journals', { selector: '.ant-select-item-option-content' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('My journals')).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search the queue' });
    fireEvent.change(search, { target: { value: 'MS-12' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('search=MS-12'));
    await waitFor(() =>
      expect(api?.calls.at(-1)?.params).toMatchObject({ search: 'MS-12', stage: 'accepted' }),
    );
  });
});
