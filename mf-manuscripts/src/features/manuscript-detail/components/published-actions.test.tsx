// A published manuscript is the version of record: the detail offers no Edit
// and, to an editor, no Delete — the API's permissions say so (an administrator
// may still remove it), and the page shows only what they allow.
import { screen } from '@testing-library/react';
import { apiClient } from '@colophon/shared';
import { type Manuscript } from '@colophon/shared/contracts';
import { ManuscriptsRoutes } from '../../../routes';
import { manuscriptDetailFixture, permissionsOf } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(60_000);

function serve(manuscript: Manuscript) {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string) =>
      url === `manuscripts/${manuscript.id}`
        ? Promise.resolve({ data: { data: manuscript } })
        : Promise.reject(new Error(`unexpected GET ${url}`)),
    );
}

const button = (name: string) => screen.queryByText(name, { selector: 'a *, button *' });

const published = (granted: Partial<Manuscript['permissions']>) =>
  manuscriptDetailFixture({
    status: 'published',
    allowed_transitions: [],
    allowed_decisions: [],
    permissions: permissionsOf(granted),
  });

afterEach(() => jest.restoreAllMocks());

it('shows an editor of a published manuscript neither Edit nor Delete', async () => {
  serve(published({ edit: false, delete: false }));
  renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
  expect(await screen.findByText('Light in fibres', { selector: 'h1 bdi' })).toBeInTheDocument();
  expect(button('Edit')).not.toBeInTheDocument();
  expect(button('Delete')).not.toBeInTheDocument();
});

it('shows an administrator Delete only', async () => {
  serve(published({ edit: false, delete: true }));
  renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
  expect(await screen.findByText('Light in fibres', { selector: 'h1 bdi' })).toBeInTheDocument();
  expect(button('Edit')).not.toBeInTheDocument();
  expect(button('Delete')).toBeInTheDocument();
});

it('shows both on a manuscript the reader may still change', async () => {
  serve(manuscriptDetailFixture({ permissions: permissionsOf({ edit: true, delete: true }) }));
  renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });
  expect(await screen.findByText('Light in fibres', { selector: 'h1 bdi' })).toBeInTheDocument();
  expect(button('Edit')).toBeInTheDocument();
  expect(button('Delete')).toBeInTheDocument();
});
