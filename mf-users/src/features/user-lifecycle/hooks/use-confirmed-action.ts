import { useState } from 'react';
import { toApiError, useNotify } from '@colophon/shared';
import { useServerErrorText } from '../../../hooks/use-server-error-text';

interface ConfirmedActionOptions {
  /** The call, as `mutateAsync` (see below). */
  run: () => Promise<unknown>;
  /** Toast after success. */
  success: string;
  /** Toast after a failure the API does not explain itself. */
  failure: string;
  /** After the success toast (the detail screen goes back to the list). */
  onDone?: () => void;
  /** Whenever the dialog closes (clears what was typed into it). */
  onClose?: () => void;
}

/**
 * A lifecycle action behind a confirmation dialog: whether the dialog is
 * open, and the confirm that runs the call, closes and toasts. The call is
 * awaited (`mutateAsync`), not followed through `mutate`'s callbacks: the
 * refetched user swaps the button out, and an unmounted caller's callbacks
 * never run.
 */
export function useConfirmedAction({
  run,
  success,
  failure,
  onDone,
  onClose,
}: ConfirmedActionOptions) {
  const notify = useNotify();
  const errorText = useServerErrorText();
  const [open, setOpen] = useState(false);

  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const confirm = async () => {
    try {
      await run();
    } catch (error) {
      notify.error(errorText(toApiError(error), failure));
      return;
    }
    close();
    notify.success(success);
    onDone?.();
  };

  return { open, show: () => setOpen(true), close, confirm };
}
