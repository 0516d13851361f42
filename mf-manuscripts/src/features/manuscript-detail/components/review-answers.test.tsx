import { screen, within } from '@testing-library/react';
import { type ReviewAnswer, type ReviewQuestion } from '@colophon/shared/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReviewAnswers } from './review-answers';

const question = (q: Partial<ReviewQuestion> & Pick<ReviewQuestion, 'id' | 'kind' | 'label'>) => ({
  help: null,
  required: false,
  audience: 'author' as const,
  options: [],
  scale_min: null,
  scale_max: null,
  min_label: null,
  max_label: null,
  ...q,
});

const ANSWERS: ReviewAnswer[] = [
  {
    question: question({
      id: 'novelty',
      kind: 'scale',
      label: 'How novel?',
      scale_min: 1,
      scale_max: 5,
      min_label: 'Not at all',
      max_label: 'Very',
    }),
    value: 4,
  },
  {
    question: question({ id: 'ethics', kind: 'choice', label: 'Ethics?', audience: 'editors' }),
    value: 'Some',
  },
  { question: question({ id: 'notes', kind: 'text', label: 'Notes' }), value: null },
];

it('shows each answer as it was asked; to editors, which ones are theirs alone', () => {
  renderWithProviders(<ReviewAnswers answers={ANSWERS} showAudience />);
  const list = screen.getByTestId('review-answers');
  expect(within(list).getByText('4 on a scale of 1 to 5 (Not at all – Very)')).toBeInTheDocument();
  expect(within(list).getByText('Some')).toBeInTheDocument();
  expect(within(list).getByText('Not answered')).toBeInTheDocument();
  expect(within(list).getAllByText('Editors only')).toHaveLength(1);
});

it('shows nothing for a review without answers, and no audience marks to an author', () => {
  const { unmount } = renderWithProviders(<ReviewAnswers answers={undefined} showAudience />);
  expect(screen.queryByTestId('review-answers')).not.toBeInTheDocument();
  unmount();
  renderWithProviders(<ReviewAnswers answers={ANSWERS.slice(0, 1)} showAudience={false} />);
  expect(screen.getByText('How novel?')).toBeInTheDocument();
  expect(screen.queryByText('Editors only')).not.toBeInTheDocument();
});
