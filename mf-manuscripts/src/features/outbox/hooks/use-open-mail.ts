import { useCallback } from 'react';
import { useSearchParams } from '@colophon/shared/router';
import { parseId } from '@colophon/shared/contracts';

/** The mail open in the drawer, kept in the URL (`mail=12`), so a link opens it. */
export function useOpenMail() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = parseId(searchParams.get('mail'));
  const setOpen = useCallback(
    (id: number | null) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('mail');
        else next.set('mail', String(id));
        return next;
      }),
    [setSearchParams],
  );
  return { open, setOpen };
}
