import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi } from '../../../testing/fake-api';
import { manuscriptDetailFixture, permissionsOf } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(60_000);

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

it('lets the handling associate editor record a recommendation, and shows who handles it', async () => {
  const bodies: unknown[] = [];
  api = fakeApi({
    'GET manuscripts/12': () => ({
      status: 200,
      data: {
        data: manuscriptDetailFixture({
          allowed_transitions: ['withdrawn'],
          handling_editor: { id: 8, name: 'Arjun Associate' },
          permissions: permissionsOf({ recommend: true, assign_reviewers: true }),
        }),
      },
    }),
    'POST manuscripts/12/recommendations': ({ body }) => {
      bodies.push(body);
      return { status: 201, data: { message: 'ok', data: {} } };
    },
  });
  renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12' });

  expect(await screen.findByText('Handling editor: Arjun Associate')).toBeInTheDocument();
  // No decision for an associate editor: only what the API allows.
  expect(screen.queryByText('Accept', { selector: 'button *' })).toBeNull();
  fireEvent.click(screen.getByText('Recommend', { selector: 'button *' }));
  expect(await screen.findByText('Recommendation for MS-12')).toBeInTheDocument();

  fireEvent.click(
    screen.getByText('Record Recommendation', { selector: '.ant-modal-footer button *' }),
  );
  expect(
    await screen.findByText(/recommendation/i, { selector: '#recommendation-choice-error' }),
  ).toBeInTheDocument();
  expect(bodies).toHaveLength(0);

  fireEvent.click(screen.getByText('Minor revisions'));
  fireEvent.change(screen.getByLabelText('Notes to the editor-in-chief'), {
    target: { value: 'Two small fixes.' },
  });
  fireEvent.click(
    screen.getByText('Record Recommendation', { selector: '.ant-modal-footer button *' }),
  );
  await waitFor(() =>
    expect(bodies).toEqual([{ recommendation: 'minor_revisions', notes: 'Two small fixes.' }]),
  );
  expect(await screen.findByText('Recommendation recorded')).toBeInTheDocument();
});
