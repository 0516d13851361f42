import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ManuscriptsRoutes } from '../../../routes';
import { fakeApi } from '../../../testing/fake-api';
import { pdf } from '../../../testing/form-test-helpers';
import { manuscriptDetailFixture, permissionsOf } from '../../../testing/manuscript-detail-fixture';
import { renderWithProviders } from '../../../testing/render-with-providers';

jest.setTimeout(60_000);

const reviewerView = manuscriptDetailFixture({
  allowed_transitions: [],
  permissions: permissionsOf({ review: true }),
});

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

it('opens the review form from a "Write review" link, with recommendation and confidential comments', async () => {
  const bodies: unknown[] = [];
  api = fakeApi({
    'GET manuscripts/12': () => ({ status: 200, data: { data: reviewerView } }),
    'GET manuscripts/12/review-rounds': () => ({
      status: 200,
      data: { data: [], meta: { can_invite: false } },
    }),
    'GET manuscripts/12/decisions': () => ({
      status: 200,
      data: {
        data: [],
        meta: { allowed_decisions: [], may_recommend: false, accept_needs_reason: false },
      },
    }),
    'POST manuscripts/12/reviews': ({ body }) => {
      bodies.push(body);
      return { status: 201, data: { message: 'ok', data: {} } };
    },
  });
  renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews&write=1' });

  expect(await screen.findByText('Review of MS-12')).toBeInTheDocument();
  expect(
    screen.getByText('You are reviewing this manuscript: write your review in the Reviews tab.'),
  ).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByLabelText('Recommendation'));
  fireEvent.click(
    await screen.findByText('Minor revisions', { selector: '.ant-select-item-option-content' }),
  );
  fireEvent.click(document.querySelectorAll('.ant-modal .ant-rate-star > div')[3] as HTMLElement);
  fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Sound methods.' } });
  fireEvent.change(screen.getByLabelText('Confidential comments to the editor'), {
    target: { value: 'Check the data.' },
  });
  fireEvent.click(screen.getByText('Send Review', { selector: '.ant-modal-footer button *' }));

  await waitFor(() =>
    expect(bodies).toEqual([
      expect.objectContaining({
        recommendation: 'minor_revisions',
        rating: 4,
        content: 'Sound methods.',
        confidential_comments: 'Check the data.',
      }),
    ]),
  );
});

it('attaches a file: the review goes as multipart with review_file', async () => {
  const bodies: unknown[] = [];
  api = fakeApi({
    'GET manuscripts/12': () => ({ status: 200, data: { data: reviewerView } }),
    'GET manuscripts/12/review-rounds': () => ({
      status: 200,
      data: { data: [], meta: { can_invite: false } },
    }),
    'GET manuscripts/12/decisions': () => ({
      status: 200,
      data: {
        data: [],
        meta: { allowed_decisions: [], may_recommend: false, accept_needs_reason: false },
      },
    }),
    'POST manuscripts/12/reviews': ({ body }) => {
      bodies.push(body);
      return { status: 201, data: { message: 'ok', data: {} } };
    },
  });
  renderWithProviders(<ManuscriptsRoutes />, { route: '/manuscripts/12?tab=reviews&write=1' });
  expect(await screen.findByText('Review of MS-12')).toBeInTheDocument();
  const input = document.querySelector('#review-file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [pdf()] } });
  expect(await screen.findByText('paper.pdf')).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByLabelText('Recommendation'));
  fireEvent.click(
    await screen.findByText('Accept', { selector: '.ant-select-item-option-content' }),
  );
  fireEvent.click(document.querySelectorAll('.ant-modal .ant-rate-star > div')[4] as HTMLElement);
  fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Clear and complete.' } });
  fireEvent.click(screen.getByText('Send Review', { selector: '.ant-modal-footer button *' }));

  await waitFor(() => expect(bodies).toHaveLength(1));
  const form = bodies[0] as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect(form.get('recommendation')).toBe('accept');
  expect(form.get('rating')).toBe('5');
  expect(form.get('content')).toBe('Clear and complete.');
  expect((form.get('review_file') as File).name).toBe('paper.pdf');
});
