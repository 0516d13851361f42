import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@colophon/shared';
import { type ReviewFormResponse, type ReviewQuestion } from '@colophon/shared/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReviewFormTab } from './review-form-tab';

jest.setTimeout(120_000);

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

const QUESTIONS = [
  question({ id: 'novelty', kind: 'scale', label: 'How novel?', scale_min: 1, scale_max: 5 }),
  question({
    id: 'ethics',
    kind: 'choice',
    label: 'Ethical concerns?',
    audience: 'editors',
    required: true,
    options: ['None', 'Some'],
  }),
];

const answer = (can_edit: boolean, questions = QUESTIONS): ReviewFormResponse => ({
  data: { journal_id: 5, version: 2, questions, updated_at: null },
  meta: { can_edit },
});

const mockRead = (body: ReviewFormResponse) =>
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation((url: string) =>
      url === 'journals/5/review-form'
        ? Promise.resolve({ data: body })
        : Promise.reject(new Error(`unexpected GET ${url}`)),
    );

afterEach(() => jest.restoreAllMocks());

describe('the Review form tab', () => {
  it('lists the questions in order with who reads each answer; read-only without the right', async () => {
    mockRead(answer(false));
    renderWithProviders(<ReviewFormTab journalId={5} />);
    const list = await screen.findByRole('list', { name: 'Questions of the review form' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'How novel?',
      'Ethical concerns?',
    ]);
    expect(within(items[0]!).getByText('Shown to the author')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Editors only')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Required')).toBeInTheDocument();
    expect(screen.queryByText('Edit review form')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "Only administrators and the journal's editors-in-chief may change the review form.",
      ),
    ).toBeInTheDocument();
  });

  it('says when the journal has no form', async () => {
    mockRead(answer(true, []));
    renderWithProviders(<ReviewFormTab journalId={5} />);
    expect(
      await screen.findByText(
        'This journal has no review form: its reviewers give a rating, a title and their comments only.',
      ),
    ).toBeInTheDocument();
  });

  it('adds, reorders and removes (after confirming) questions; checks them; saves them in order', async () => {
    mockRead(answer(true));
    // The API gives new questions their key.
    const put = jest.spyOn(apiClient, 'put').mockImplementation((_url: string, body: unknown) => {
      const { questions } = body as { questions: Partial<ReviewQuestion>[] };
      const saved = questions.map((q, i) =>
        question({ id: `q${i}`, kind: 'text', label: '', ...q }),
      );
      return Promise.resolve({
        data: { message: 'ok', data: { ...answer(true).data, questions: saved, version: 3 } },
      });
    });
    renderWithProviders(<ReviewFormTab journalId={5} />);
    fireEvent.click(await screen.findByText('Edit review form'));
    expect(screen.getAllByTestId('question-card')).toHaveLength(2);

    // A new question starts empty, for the editors: the shared schema refuses it without its text.
    fireEvent.click(screen.getByText('Add a question'));
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByText('Enter the question')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    const third = screen.getAllByTestId('question-card')[2]!;
    expect(third).toHaveAttribute('aria-label', 'Question 3');
    fireEvent.change(within(third).getByLabelText('Question'), {
      target: { value: 'Anything else?' },
    });

    // Move it to the top, then remove the (now second) novelty question after confirming.
    fireEvent.click(screen.getByLabelText('Move up: Question 3: Anything else?'));
    fireEvent.click(screen.getByLabelText('Move up: Question 2: Anything else?'));
    fireEvent.click(screen.getByLabelText('Remove Question 2: How novel?'));
    expect(await screen.findByText('Remove question 2?')).toBeInTheDocument();
    expect(screen.getAllByTestId('question-card')).toHaveLength(3);
    fireEvent.click(screen.getByText('Remove', { selector: '.ant-popconfirm button *' }));
    await waitFor(() => expect(screen.getAllByTestId('question-card')).toHaveLength(2));

    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const [url, body] = put.mock.calls[0]!;
    expect(url).toBe('journals/5/review-form');
    const sent = (body as { questions: { id?: string; label: string; audience: string }[] })
      .questions;
    expect(sent.map((q) => [q.id, q.label, q.audience])).toEqual([
      [undefined, 'Anything else?', 'editors'],
      ['ethics', 'Ethical concerns?', 'editors'],
    ]);
    // Back to the list, showing the saved form.
    expect(
      await screen.findByText('Anything else?', { selector: 'li strong' }),
    ).toBeInTheDocument();
  });
});
