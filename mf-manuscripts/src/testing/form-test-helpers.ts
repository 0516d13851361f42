// Helpers of the manuscript form's component tests.
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@colophon/shared';

export const journals = {
  data: [
    { id: 4, title: 'Journal of Optics', is_active: true, status: 'active' },
    { id: 9, title: 'Closed Quarterly', is_active: false, status: 'inactive' },
  ],
  meta: { current_page: 1, per_page: 100, last_page: 1, total: 2 },
};

export const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37])], 'paper.pdf', {
    type: 'application/pdf',
  });

export function mockJournals() {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === 'journals') return Promise.resolve({ data: journals });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export async function pickJournal(title: string) {
  fireEvent.mouseDown(screen.getByLabelText('Journal'));
  fireEvent.click(await screen.findByText(title, { selector: '.ant-select-item-option-content' }));
}

export async function fillValidForm() {
  type('Title', 'Light in fibres');
  type('Abstract', 'We guide light.');
  await pickJournal('Journal of Optics');
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'ada@example.org');
  type('Institution', 'University of London');
  fireEvent.change(document.querySelector('#manuscript-file') as HTMLInputElement, {
    target: { files: [pdf()] },
  });
  expect(await screen.findByText('paper.pdf')).toBeInTheDocument();
}
