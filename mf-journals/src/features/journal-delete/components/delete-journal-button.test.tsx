import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient, useAuthStore } from '@colophon/shared';
import { type Journal } from '@colophon/shared/contracts';
import { makeUser } from '@colophon/shared/testing';
import { JournalsRoutes } from '../../../routes';
import { journalFixture } from '../../../testing/journal-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(60_000);

// A journal with manuscripts cannot be deleted (the API answers 409);
// the panel says so before, on the list and on the detail page.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const REASON = 'This journal has 3 manuscripts, so it cannot be deleted. Deactivate it instead.';

const withManuscripts = journalFixture(5, 'Journal of Optics', {
  manuscripts_count: 3,
  total_manuscripts: 3,
});
const empty = journalFixture(6, 'Botany Letters');

function mockReads(journals: Journal[]) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'journals') {
      const meta = { current_page: 1, per_page: 10, last_page: 1, total: journals.length };
      return Promise.resolve({ data: { data: journals, meta } });
    }
    const one = journals.find((j) => url === `journals/${j.id}`);
    if (one) return Promise.resolve({ data: { data: one } });
    if (/^journals\/\d+\/manuscripts$/.test(url)) {
      const meta = { current_page: 1, per_page: 10, last_page: 1, total: 0, total_capped: false };
      return Promise.resolve({ data: { data: [], meta } });
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

beforeEach(() =>
  useAuthStore.setState({
    user: makeUser({ roles: [{ id: 1, name: 'admin', description: null }] }),
  }),
);
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

async function expectUnavailable(name: string) {
  const del = jest.spyOn(apiClient, 'delete');
  const action = await screen.findByRole('button', { name });
  expect(action).toHaveAttribute('aria-disabled', 'true');
  expect(action).toHaveAccessibleDescription(REASON);
  // Reached with the keyboard, it shows the reason as a tooltip.
  while (document.activeElement !== action) await user.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
  // Neither a click nor Enter opens the confirmation or calls the API.
  await user.click(action);
  await user.keyboard('{Enter}');
  expect(screen.queryByText(/This action cannot be undone/)).not.toBeInTheDocument();
  expect(del).not.toHaveBeenCalled();
}

it('on the list: Delete is unavailable, with the reason, for a journal with manuscripts', async () => {
  mockReads([withManuscripts, empty]);
  renderWithProviders(<JournalsRoutes />, { route: '/journals' });
  await expectUnavailable('Delete Journal of Optics');
  // A journal without manuscripts can still be deleted.
  const other = screen.getByRole('button', { name: 'Delete Botany Letters' });
  expect(other).not.toHaveAttribute('aria-disabled');
  await user.click(other);
  const dialog = (await screen.findByText(/This action cannot be undone/)).closest('.ant-modal');
  expect(within(dialog as HTMLElement).getByText('Delete')).toBeInTheDocument();
});

it('on the detail page: Delete is unavailable, with the reason', async () => {
  mockReads([withManuscripts]);
  renderWithProviders(<JournalsRoutes />, { route: '/journals/5' });
  await expectUnavailable('Delete Journal of Optics');
});
