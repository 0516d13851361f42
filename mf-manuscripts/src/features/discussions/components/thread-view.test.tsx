import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type DiscussionMessage,
  type DiscussionMessages,
  type DiscussionThread,
} from '@colophon/shared/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ThreadView } from './thread-view';

jest.setTimeout(60_000);

const thread = (overrides: Partial<DiscussionThread> = {}): DiscussionThread => ({
  id: 5,
  manuscript_id: 12,
  kind: 'reviewer',
  subject: 'Your question on the methods',
  invitation_id: 9,
  reviewer: null,
  round: 1,
  created_by: { id: 3, name: 'Eve Editor' },
  created_by_role: 'editor',
  created_at: '2026-03-01T10:00:00.000Z',
  closed_at: null,
  last_message_at: '2026-03-02T10:00:00.000Z',
  message_count: 3,
  unread: 2,
  my_role: 'reviewer',
  can_post: true,
  can_close: false,
  ...overrides,
});

const message = (id: number, overrides: Partial<DiscussionMessage> = {}): DiscussionMessage => ({
  id,
  thread_id: 5,
  body: `Message ${id}`,
  created_at: `2026-03-0${id}T10:00:00.000Z`,
  author: { id: 3, name: 'Eve Editor' },
  author_role: 'editor',
  own: false,
  file: null,
  ...overrides,
});

const MESSAGES = [
  message(1, { body: 'Which part of the methods do you mean?' }),
  message(2, {
    body: 'Section 2, see my notes.',
    author: { id: 7, name: 'Ria Reviewer' },
    author_role: 'reviewer',
    own: true,
    file: { name: 'notes.pdf', size: 2048, mime_type: 'application/pdf' },
  }),
  // A writer the policy does not name to this reader shows by role only.
  message(3, { body: 'Thank you.', author: null, author_role: 'author' }),
];

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

function serve(answer: DiscussionMessages) {
  const calls = { read: [] as unknown[], posted: [] as unknown[] };
  api = fakeApi({
    'GET discussions/5/messages': () => ({ status: 200, data: answer }),
    'POST discussions/5/read': ({ body }) => {
      calls.read.push(body);
      return { status: 200, data: { message: 'ok', data: { last_read_message_id: 3, unread: 0 } } };
    },
    'POST discussions/5/messages': ({ body }) => {
      calls.posted.push(body);
      return {
        status: 201,
        data: { message: 'Message sent', data: message(4, { own: true, body: 'Noted.' }) },
      };
    },
  });
  return calls;
}

const view = () =>
  renderWithProviders(<ThreadView manuscriptId={12} threadId={5} focusOnOpen={false} />);

describe('the thread view', () => {
  it('lists the messages with their writers as the policy names them, and marks them read', async () => {
    const calls = serve({ data: MESSAGES, meta: { thread: thread() } });
    view();

    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByTestId('discussion-message');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Eve Editor (Editor)');
    expect(items[0]).toHaveTextContent('Which part of the methods do you mean?');
    expect(items[1]).toHaveTextContent('You');
    expect(within(items[1]!).getByText(/Download notes\.pdf/)).toBeInTheDocument();
    // No name: the role alone.
    expect(within(items[2]!).getByText('Author')).toBeInTheDocument();
    expect(items[2]).not.toHaveTextContent('Eve');
    // The reviewer writes to the editors.
    expect(screen.getByText(/With the editors/)).toBeInTheDocument();
    await waitFor(() => expect(calls.read).toEqual([{ message_id: 3 }]));
  });

  it('sends a reply with the shared schema and empties the box', async () => {
    const calls = serve({ data: MESSAGES, meta: { thread: thread({ unread: 0 }) } });
    view();
    const box = await screen.findByLabelText('Your reply');
    fireEvent.click(screen.getByText('Send'));
    expect(await screen.findByText('Write a message')).toBeInTheDocument();
    expect(calls.posted).toEqual([]);

    fireEvent.change(box, { target: { value: '  Noted.  ' } });
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(calls.posted).toEqual([{ body: 'Noted.' }]));
    await waitFor(() => expect(box).toHaveValue(''));
    // Nothing was unread: nothing to mark.
    expect(calls.read).toEqual([]);
  });

  it('refuses a picked file that is not a document, in the message’s words', async () => {
    serve({ data: MESSAGES, meta: { thread: thread({ unread: 0 }) } });
    const { container } = view();
    await screen.findByLabelText('Your reply');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const fake = new File(['MZ not a pdf'], 'report.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [fake] } });
    expect(
      await screen.findByText('The file must be a PDF, DOC or DOCX document'),
    ).toBeInTheDocument();
  });

  it('shows a closed thread without a reply box', async () => {
    serve({
      data: MESSAGES,
      meta: {
        thread: thread({ unread: 0, can_post: false, closed_at: '2026-03-03T10:00:00.000Z' }),
      },
    });
    view();
    expect(
      await screen.findByText('This discussion is closed. An editor can reopen it.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
  });
});
