import { useCallback } from 'react';
import { useSearchParams } from '@colophon/shared/router';
import { parseId } from '@colophon/shared/contracts';

/** The open thread, kept in the URL (`?thread=`) so a link or a reload opens it again. */
export function useSelectedThread() {
  const [searchParams, setSearchParams] = useSearchParams();
  const threadId = parseId(searchParams.get('thread'));

  const selectThread = useCallback(
    (id: number | null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id === null) next.delete('thread');
          else next.set('thread', String(id));
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { threadId, selectThread };
}
