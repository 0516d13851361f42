import { useCallback } from 'react';
import { useSearchParamsWriter } from '@colophon/shared';
import { parseId } from '@colophon/shared/contracts';

/** The open thread, kept in the URL (`?thread=`) so a link or a reload opens it again. */
export function useSelectedThread() {
  const [searchParams, write] = useSearchParamsWriter();
  const threadId = parseId(searchParams.get('thread'));

  const selectThread = useCallback(
    (id: number | null) =>
      write(
        (next) => {
          if (id === null) next.delete('thread');
          else next.set('thread', String(id));
        },
        { replace: true },
      ),
    [write],
  );

  return { threadId, selectThread };
}
