import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AppProviders } from '../providers/app-providers';
import { Modal } from '@colophon/shared/antd';
import { changeLanguage } from '../i18n/i18n';
import { ConfirmDialog, confirmDialog } from './confirm-dialog';

// antd renders slowly in jsdom on a busy machine.
jest.setTimeout(20_000);

function renderDialog(loading: boolean) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <AppProviders>
      <ConfirmDialog
        open
        title="Delete journal?"
        description="This cannot be undone."
        confirmText="Delete"
        danger
        loading={loading}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </AppProviders>,
  );
  return { onConfirm, onCancel };
}

it('confirms and cancels', () => {
  const { onConfirm, onCancel } = renderDialog(false);
  expect(screen.getByRole('dialog')).toHaveTextContent('This cannot be undone.');
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it('closes on the backdrop when idle', () => {
  const { onCancel } = renderDialog(false);
  fireEvent.mouseDown(document.querySelector('.ant-modal-wrap')!);
  fireEvent.click(document.querySelector('.ant-modal-wrap')!);
  expect(onCancel).toHaveBeenCalled();
});

it('cannot be dismissed while loading', () => {
  const { onCancel } = renderDialog(true);
  fireEvent.mouseDown(document.querySelector('.ant-modal-wrap')!);
  fireEvent.click(document.querySelector('.ant-modal-wrap')!);
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect(onCancel).not.toHaveBeenCalled();
});

it('confirmDialog resolves with the answer', async () => {
  render(<AppProviders>{null}</AppProviders>);
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = confirmDialog({ title: 'Restore user?', confirmText: 'Restore' });
  });
  fireEvent.click((await screen.findByText('Restore')).closest('button')!);
  await expect(answer).resolves.toBe(true);

  act(() => {
    answer = confirmDialog({ title: 'Discard changes?' });
  });
  const dialog = (
    await screen.findByText('Discard changes?', { selector: '.ant-modal-confirm-title' })
  ).closest('.ant-modal-confirm') as HTMLElement;
  expect(dialog).toHaveTextContent('This action cannot be undone.');
  fireEvent.click(within(dialog).getByText('Cancel').closest('button')!);
  await expect(answer).resolves.toBe(false);
});

it("confirmDialog uses the App context's modal (theme, language, direction), not the static one", async () => {
  const staticConfirm = jest.spyOn(Modal, 'confirm');
  render(<AppProviders>{null}</AppProviders>);
  await act(() => changeLanguage('ur'));
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = confirmDialog({ title: 'Leave?', confirmText: 'Leave' });
  });
  const button = (await screen.findByText('Leave')).closest('button')!;
  expect(button.closest('.ant-modal')).toHaveClass('ant-modal-confirm-rtl');
  fireEvent.click(button);
  await expect(answer).resolves.toBe(true);
  expect(staticConfirm).not.toHaveBeenCalled();
  await act(() => changeLanguage('en'));
  staticConfirm.mockRestore();
});
