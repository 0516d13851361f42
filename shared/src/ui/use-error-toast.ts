import { useEffect } from 'react';
import { useNotify } from './use-notify';

/**
 * Shows `message` as an error toast once per failed fetch. `errorUpdatedAt`
 * (from TanStack Query) changes on every new failure, so a retry that fails
 * again toasts again while re-renders of the same failure do not.
 */
export function useErrorToast(isError: boolean, errorUpdatedAt: number, message: string) {
  const notify = useNotify();
  useEffect(() => {
    if (isError) notify.error(message);
    // notify and message are stable for one failure; only a new failure should toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt]);
}
