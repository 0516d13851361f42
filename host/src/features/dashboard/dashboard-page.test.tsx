import { screen, within } from '@testing-library/react';
import { apiClient, queryClient, useAuthStore } from '@colophon/shared';
import { type Dashboard, EDITORIAL_QUEUE_STAGES, msg } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { renderRoutes } from '../../test/render-app';
import { DashboardPage } from './dashboard-page';

const none = { platform: null, editorial: null, reviews: null, submissions: null };
const activity: Dashboard['recent_activity'] = [
  {
    id: 1,
    type: 'manuscript',
    action: 'status_changed',
    title: msg('activity.manuscript.statusChanged.title'),
    description: msg('activity.manuscript.statusChanged', { actor: 'Eve', subject: 'On Light' }),
    date: new Date().toISOString(),
    status: 'revision_requested',
    actor: { id: 2, name: 'Eve' },
    link: '/manuscripts/12',
  },
];

function show(role: string, data: Dashboard) {
  queryClient.clear();
  useAuthStore.getState().login(
    makeUser({
      name: 'Ada Lovelace',
      created_at: '2026-01-05T10:00:00Z',
      roles: [{ id: 1, name: role, description: null }],
    }),
    'token',
  );
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data } });
  return renderRoutes([{ path: '*', element: <DashboardPage /> }], '/dashboard');
}

const quickActions = () =>
  within(screen.getByRole('region', { name: 'Quick Actions' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.getState().logout();
});

it('shows an administrator the platform figures, "Admin since" and the spec’s three actions', async () => {
  show('admin', {
    ...none,
    views: ['platform'],
    platform: {
      total_manuscripts: 500,
      active_journals: 12,
      pending_reviews: 40,
      published_this_month: 3,
      total_users: 60,
      manuscripts_by_status: { under_review: 10, revision_requested: 5, accepted: 7 },
    },
    recent_activity: activity,
  });
  expect(await screen.findByText('Total Manuscripts')).toBeInTheDocument();
  expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
  expect(screen.getByText(/^Admin since/)).toBeInTheDocument();
  expect(quickActions()).toEqual(['/manuscripts', '/journals', '/users']);
  expect(screen.getByText('Eve changed the status of manuscript “On Light”')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Manuscript status changed' })).toHaveAttribute(
    'href',
    '/manuscripts/12',
  );
});

it('shows an editor the queue by stage, each figure opening the queue filtered', async () => {
  const stage_counts = Object.fromEntries(EDITORIAL_QUEUE_STAGES.map((s, i) => [s, i + 1]));
  show('editor-in-chief', {
    ...none,
    views: ['editorial'],
    editorial: {
      stage_counts: stage_counts as Record<(typeof EDITORIAL_QUEUE_STAGES)[number], number>,
      overdue: 4,
      decisions_due: 4,
      assigned_to_me: 2,
    },
    recent_activity: [],
  });
  expect(await screen.findByRole('link', { name: 'Decisions due: 4' })).toHaveAttribute(
    'href',
    '/editorial-queue?stage=reviews_complete',
  );
  expect(screen.getByRole('link', { name: 'Overdue: 4' })).toHaveAttribute(
    'href',
    '/editorial-queue?overdue=1',
  );
  expect(screen.getByRole('link', { name: 'Assigned to me: 2' })).toHaveAttribute(
    'href',
    '/editorial-queue?assigned=me',
  );
  expect(screen.getByRole('link', { name: 'New submissions: 1' })).toHaveAttribute(
    'href',
    '/editorial-queue?stage=new_submissions',
  );
  expect(screen.getByText(/^Member since/)).toBeInTheDocument();
  expect(screen.queryByText('Total Manuscripts')).not.toBeInTheDocument();
  expect(quickActions()).toEqual(['/manuscripts', '/editorial-queue']);
});

it('shows a reviewer open invitations and reviews due, linking to Review Assignments', async () => {
  show('reviewer', {
    ...none,
    views: ['reviews'],
    reviews: {
      open_invitations: 2,
      reviews_due: 1,
      overdue: 0,
      next_due: [
        {
          id: 9,
          manuscript: { id: 31, title: 'Tidal Models' },
          status: 'accepted',
          due_at: '2026-12-01T00:00:00Z',
          overdue: false,
        },
      ],
    },
    recent_activity: [],
  });
  expect(await screen.findByRole('link', { name: 'Open invitations: 2' })).toHaveAttribute(
    'href',
    '/reviews?status=invited',
  );
  expect(screen.getByRole('link', { name: 'Reviews due: 1' })).toHaveAttribute(
    'href',
    '/reviews?status=accepted',
  );
  expect(screen.getByRole('link', { name: /Tidal Models/ })).toHaveAttribute(
    'href',
    '/manuscripts/31',
  );
  expect(screen.getByText('No recent activity')).toBeInTheDocument();
  expect(quickActions()).toEqual(['/reviews']);
  // All of them listed: no "more" link.
  expect(screen.queryByText(/more reviews? due/)).not.toBeInTheDocument();
});

it('tells a reviewer how many reviews due the short list leaves out, with a link to them', async () => {
  const item = (id: number) => ({
    id,
    manuscript: { id: 30 + id, title: `Paper ${id}` },
    status: 'accepted',
    due_at: '2026-12-01T00:00:00Z',
    overdue: false,
  });
  show('reviewer', {
    ...none,
    views: ['reviews'],
    reviews: { open_invitations: 0, reviews_due: 7, overdue: 0, next_due: [item(1), item(2)] },
    recent_activity: [],
  });
  expect(await screen.findByRole('link', { name: 'and 5 more reviews due' })).toHaveAttribute(
    'href',
    '/reviews?status=accepted',
  );
});

it('shows an author their submissions and what needs their action', async () => {
  show('author', {
    ...none,
    views: ['submissions'],
    submissions: {
      total: 3,
      by_status: { draft: 1, revision_requested: 2, accepted: 0 },
      action_required: [
        { id: 12, title: 'On Light', status: 'revision_requested', updated_at: '2026-11-20' },
      ],
    },
    recent_activity: activity,
  });
  // Two await a revision; the list shows the first few, the title counts them all.
  expect(await screen.findByText('Action required: 2 manuscripts')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /On Light/ })).toHaveAttribute('href', '/manuscripts/12');
  expect(screen.getByRole('link', { name: 'Open My Submissions' })).toHaveAttribute(
    'href',
    '/submissions',
  );
  expect(screen.getByText(/^Member since/)).toBeInTheDocument();
  expect(screen.queryByText(/Admin since/)).not.toBeInTheDocument();
  // The rest are one link away, named with how many.
  expect(screen.getByRole('link', { name: 'and 1 more awaiting your revision' })).toHaveAttribute(
    'href',
    '/manuscripts?status=revision_requested',
  );
  // Their own desk, not "browse and manage all submissions".
  expect(quickActions()).toEqual(['/submissions', '/manuscripts/create']);
});

it('does not offer an associate editor "Decisions due" (only the editor-in-chief decides)', async () => {
  const stage_counts = Object.fromEntries(EDITORIAL_QUEUE_STAGES.map((s) => [s, 1]));
  show('associate-editor', {
    ...none,
    views: ['editorial'],
    editorial: {
      stage_counts: stage_counts as Record<(typeof EDITORIAL_QUEUE_STAGES)[number], number>,
      overdue: 0,
      decisions_due: 1,
      assigned_to_me: 3,
    },
    recent_activity: [],
  });
  expect(await screen.findByRole('link', { name: 'Assigned to me: 3' })).toBeInTheDocument();
  expect(screen.queryByText('Decisions due')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reviews complete: 1' })).toHaveAttribute(
    'href',
    '/editorial-queue?stage=reviews_complete',
  );
});
