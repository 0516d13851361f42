import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReviewQuestion } from '@colophon/shared/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReviewDialog } from './review-dialog';

jest.setTimeout(60_000);

const question = (q: Partial<ReviewQuestion> & Pick<ReviewQuestion, 'id' | 'kind' | 'label'>) => ({
  help: null,
  required: true,
  audience: 'author' as const,
  options: [],
  scale_min: null,
  scale_max: null,
  min_label: null,
  max_label: null,
  ...q,
});

const QUESTIONS = [
  question({
    id: 'novelty',
    kind: 'scale',
    label: 'How novel is the work?',
    scale_min: 1,
    scale_max: 5,
    min_label: 'Not at all',
    max_label: 'Very',
  }),
  question({
    id: 'ethics',
    kind: 'choice',
    label: 'Any ethical concerns?',
    audience: 'editors',
    options: ['None', 'Some'],
  }),
  question({ id: 'notes', kind: 'text', label: 'Notes for the editors', required: false }),
];

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function serve(bodies: unknown[], answer: () => { status: number; data: unknown }) {
  api = fakeApi({
    'GET manuscripts/12/review-form': () => ({
      status: 200,
      data: {
        data: { journal_id: 1, version: 3, questions: QUESTIONS, updated_at: null },
        meta: { can_edit: false },
      },
    }),
    'POST manuscripts/12/reviews': ({ body }) => {
      bodies.push(body);
      return answer();
    },
  });
}

async function fillSpecFields() {
  expect(await screen.findByText('Review of MS-12')).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByLabelText('Recommendation'));
  fireEvent.click(
    await screen.findByText('Minor revisions', { selector: '.ant-select-item-option-content' }),
  );
  fireEvent.click(document.querySelectorAll('.ant-modal .ant-rate-star > div')[3] as HTMLElement);
  fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Sound methods.' } });
}

const send = () =>
  fireEvent.click(screen.getByText('Send Review', { selector: '.ant-modal-footer button *' }));

it("renders the journal's questions, checks them with the contract's schema and sends the answers", async () => {
  const bodies: unknown[] = [];
  serve(bodies, () => ({ status: 201, data: { message: 'ok', data: {} } }));
  renderWithProviders(<ReviewDialog manuscriptId={12} open onClose={() => undefined} />);
  await fillSpecFields();
  const questions = await screen.findByTestId('review-form-questions');
  expect(within(questions).getByText("The journal's questions")).toBeInTheDocument();
  expect(within(questions).getByText('Editors only')).toBeInTheDocument();
  expect(within(questions).getAllByText('Shown to the author')).toHaveLength(2);
  expect(within(questions).getByText('Not at all')).toBeInTheDocument();

  // Required questions unanswered: refused in the dialog, nothing sent.
  send();
  expect(await screen.findAllByText('Answer this question')).toHaveLength(2);
  expect(bodies).toEqual([]);

  fireEvent.click(screen.getByLabelText('4'));
  fireEvent.click(screen.getByLabelText('Some'));
  fireEvent.change(screen.getByLabelText('Notes for the editors'), { target: { value: '  ' } });
  send();
  await waitFor(() =>
    expect(bodies).toEqual([
      expect.objectContaining({
        content: 'Sound methods.',
        answers: { novelty: 4, ethics: 'Some', notes: null },
        review_form_version: 3,
      }),
    ]),
  );
});

it("shows the API's refusal at the question's field", async () => {
  const bodies: unknown[] = [];
  serve(bodies, () => ({
    status: 422,
    data: {
      message: 'Choose one of the options',
      errors: {
        answers: ['Choose one of the options'],
        'answers.ethics': ['Choose one of the options'],
      },
    },
  }));
  renderWithProviders(<ReviewDialog manuscriptId={12} open onClose={() => undefined} />);
  await fillSpecFields();
  await screen.findByTestId('review-form-questions');
  fireEvent.click(screen.getByLabelText('5 – Very'));
  fireEvent.click(screen.getByLabelText('None'));
  send();
  await waitFor(() => expect(bodies).toHaveLength(1));
  const field = document.getElementById('review-answer-ethics');
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getAllByText('Choose one of the options').length).toBeGreaterThan(0);
});
