import { answerApi } from '../testing/answer-api';
import { downloadCsv } from './download-csv';

it('fetches the export as a blob through the client and saves it under the given name', async () => {
  const csv = new Blob(['id,title\n1,Nature\n'], { type: 'text/csv' });
  const fake = answerApi(() => ({ status: 200, data: csv }));
  const createObjectURL = jest.fn(() => 'blob:export');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
  let clicked: HTMLAnchorElement | undefined;
  jest.useFakeTimers();
  try {
    await downloadCsv('journals/export.csv', { status: 'active' }, 'journals.csv');
    jest.runAllTimers();
    expect(click).toHaveBeenCalledTimes(1);
    clicked = click.mock.contexts[0] as HTMLAnchorElement;
  } finally {
    jest.useRealTimers();
    click.mockRestore();
    fake.restore();
  }
  expect(fake.calls[0]).toMatchObject({ method: 'get', url: 'journals/export.csv' });
  expect(fake.calls[0]!.params.status).toBe('active');
  const saved = (createObjectURL.mock.calls[0] as unknown[])[0] as Blob;
  await expect(saved.text()).resolves.toBe('id,title\n1,Nature\n');
  expect(clicked?.download).toBe('journals.csv');
  expect(clicked?.href).toBe('blob:export');
  expect(clicked?.isConnected).toBe(false);
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
});
