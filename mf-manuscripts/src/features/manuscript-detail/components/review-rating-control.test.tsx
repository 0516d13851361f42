import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@colophon/shared';
import { type PeerReview } from '@colophon/shared/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReviewRatingControl } from './review-rating-control';

jest.setTimeout(60_000);

const peer = (editorRating: PeerReview['editor_rating'] = null): PeerReview => ({
  id: 7,
  rating: 4,
  title: null,
  content: 'Sound methods.',
  is_verified: false,
  created_at: '2026-11-02T10:00:00.000Z',
  user: null,
  round_id: 1,
  invitation_id: 3,
  recommendation: 'minor_revisions',
  confidential_comments: null,
  submitted_at: '2026-11-02T10:00:00.000Z',
  file: null,
  released_at: null,
  author_content: null,
  editor_rating: editorRating,
});

const RATED = {
  review_id: 7,
  rating: 2,
  rated_by: { id: 3, name: 'Eve Editor' },
  rated_at: '2026-11-20T10:00:00.000Z',
};

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  return act(() => void i18n.changeLanguage('en'));
});

/** The radio of star n (antd's stars, named by the control). */
const star = (n: number) =>
  document.querySelectorAll<HTMLElement>('[data-testid="review-rating"] [role="radio"]')[n - 1]!;

it('an editor handling the manuscript rates a review by click and by keyboard; each star is named', async () => {
  const sent: unknown[] = [];
  api = fakeApi({
    'PUT reviews/7/rating': ({ body }) => {
      sent.push(body);
      return { status: 200, data: { message: 'ok', data: { ...RATED, rating: 4 } } };
    },
  });
  renderWithProviders(<ReviewRatingControl review={peer()} canRate />);
  expect(screen.getByText(/Not rated yet/)).toBeInTheDocument();
  expect(screen.getByText(/Seen by editors only/)).toBeInTheDocument();
  expect(star(1)).toHaveAttribute('aria-label', '1 star: poor');
  expect(star(5)).toHaveAttribute('aria-label', '5 stars: excellent');
  expect(star(4)).toHaveAttribute('tabindex', '0');

  fireEvent.click(star(4));
  expect(star(4)).toHaveAttribute('aria-checked', 'true');
  expect(star(5)).toHaveAttribute('aria-checked', 'false');
  await waitFor(() => expect(sent).toEqual([{ rating: 4 }]));

  // Enter on a focused star chooses it.
  act(() => star(3).focus());
  fireEvent.keyDown(star(3), { key: 'Enter', keyCode: 13 });
  expect(star(3)).toHaveAttribute('aria-checked', 'true');
  expect(star(4)).toHaveAttribute('aria-checked', 'false');
  await waitFor(() => expect(sent).toEqual([{ rating: 4 }, { rating: 3 }]));
});

it('shows the last rating, who gave it and when; read-only for an editor who does not handle it', async () => {
  renderWithProviders(<ReviewRatingControl review={peer(RATED)} canRate={false} />);
  expect(screen.getByText(/Rated 2 of 5 on/)).toBeInTheDocument();
  expect(screen.getByText('Eve Editor')).toBeInTheDocument();
  expect(star(2)).toHaveAttribute('aria-checked', 'true');
  expect(star(3)).toHaveAttribute('aria-checked', 'false');
  // Disabled stars leave the tab order and ignore clicks (no request is made: no API here).
  expect(star(4)).toHaveAttribute('tabindex', '-1');
  fireEvent.click(star(4));
  expect(star(4)).toHaveAttribute('aria-checked', 'false');
});

it('shows nothing to an editor who may not rate when nobody rated it', () => {
  renderWithProviders(<ReviewRatingControl review={peer()} canRate={false} />);
  expect(screen.queryByTestId('review-rating')).toBeNull();
});

it('puts the old rating back and says why when the API refuses', async () => {
  api = fakeApi({
    'PUT reviews/7/rating': () => ({
      status: 403,
      data: { message: 'Only the editors handling the manuscript may rate its reviews' },
    }),
  });
  renderWithProviders(<ReviewRatingControl review={peer(RATED)} canRate />);
  fireEvent.click(star(5));
  expect(
    await screen.findByText('Only the editors handling the manuscript may rate its reviews'),
  ).toBeInTheDocument();
  expect(star(5)).toHaveAttribute('aria-checked', 'false');
  expect(star(2)).toHaveAttribute('aria-checked', 'true');
});

it('speaks Urdu and German', async () => {
  renderWithProviders(<ReviewRatingControl review={peer()} canRate />);
  await act(() => i18n.changeLanguage('ur'));
  expect(screen.getByText('اس جائزے کی آپ کی درجہ بندی')).toBeInTheDocument();
  expect(star(3)).toHaveAttribute('aria-label', '3 ستارے: اچھا');
  await act(() => i18n.changeLanguage('de'));
  expect(screen.getByText('Ihre Bewertung dieses Gutachtens')).toBeInTheDocument();
  expect(star(1)).toHaveAttribute('aria-label', '1 Stern: schwach');
});
