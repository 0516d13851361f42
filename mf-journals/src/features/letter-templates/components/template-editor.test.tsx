import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiClient } from '@colophon/shared';
import { type MailTemplate, TEMPLATE_FIELDS } from '@colophon/shared/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TemplateEditor } from './template-editor';

jest.setTimeout(120_000);

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const axiosError = (status: number, data: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });

const template = (over: Partial<MailTemplate> = {}): MailTemplate => ({
  key: 'decision_major_revisions',
  locale: 'en',
  journal_id: 5,
  subject: 'Major revisions: {{manuscript.title}}',
  body: 'Dear ,\n\nPlease revise.',
  source: 'platform',
  updated_at: null,
  updated_by: null,
  fields: [...TEMPLATE_FIELDS.decision_major_revisions],
  ...over,
});
const level = { journalId: 5, templateKey: 'decision_major_revisions', locale: 'en' } as const;

beforeEach(() => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: [] } });
});
afterEach(() => jest.restoreAllMocks());

describe('the letter editor', () => {
  it('shows the shared schema’s errors at their field and sends nothing', async () => {
    const put = jest.spyOn(apiClient, 'put');
    renderWithProviders(<TemplateEditor level={level} template={template()} />);
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    await user.clear(subject);
    await user.clear(screen.getByRole('textbox', { name: /^Letter/ }));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('The subject is required')).toBeInTheDocument();
    expect(screen.getByText('The letter is required')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(put).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of an unknown merge field at the body', async () => {
    jest.spyOn(apiClient, 'put').mockRejectedValue(
      axiosError(422, {
        message: 'Unknown merge field {{author.nam}}',
        errors: { body: ['Unknown merge field {{author.nam}}'] },
      }),
    );
    renderWithProviders(<TemplateEditor level={level} template={template()} />);
    const body = screen.getByRole('textbox', { name: /^Letter/ });
    fireEvent.change(body, { target: { value: 'Dear {{author.nam}}' } });
    await user.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Unknown merge field {{author.nam}}')).toBeInTheDocument();
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
  });

  it('inserts a merge field where the cursor is and saves the text', async () => {
    const put = jest.spyOn(apiClient, 'put').mockImplementation((_url, data) =>
      Promise.resolve({
        data: { message: 'ok', data: template({ ...(data as object), source: 'journal' }) },
      }),
    );
    renderWithProviders(<TemplateEditor level={level} template={template()} />);
    const body = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Letter/ });
    act(() => {
      body.focus();
      body.setSelectionRange(5, 5);
    });
    fireEvent.select(body);
    await user.click(screen.getByRole('button', { name: 'Insert {{recipient.name}}' }));
    expect(body.value).toBe('Dear {{recipient.name}},\n\nPlease revise.');
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('mail-templates/decision_major_revisions/en', {
        journal_id: 5,
        subject: 'Major revisions: {{manuscript.title}}',
        body: 'Dear {{recipient.name}},\n\nPlease revise.',
      }),
    );
    expect(await screen.findByText('Letter saved')).toBeInTheDocument();
  });

  it('offers no revert for an inherited text, and writes Urdu right to left', () => {
    renderWithProviders(
      <TemplateEditor level={{ ...level, locale: 'ur' }} template={template({ locale: 'ur' })} />,
    );
    expect(screen.queryByRole('button', { name: /Revert to default/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Letter/ })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveAttribute('dir', 'rtl');
  });

  it('reverts the journal’s own text only after confirmation', async () => {
    const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({
      data: { message: 'ok', data: template({ subject: 'Default subject', source: 'platform' }) },
    });
    renderWithProviders(
      <TemplateEditor level={level} template={template({ source: 'journal' })} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Revert to default/ }));
    expect(
      await screen.findByText('Revert to the default text?', {
        selector: '.ant-modal-confirm-title',
      }),
    ).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    const confirm = [...document.querySelectorAll('.ant-modal-confirm button')].find(
      (button) => button.textContent === 'Revert',
    ) as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('mail-templates/decision_major_revisions/en', {
        params: { journal_id: 5 },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Default subject'),
    );
  });
});
