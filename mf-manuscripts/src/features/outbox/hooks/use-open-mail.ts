import { useCallback } from 'react';
import { useSearchParamsWriter } from '@colophon/shared';
import { parseId } from '@colophon/shared/contracts';

/** The mail open in the drawer, kept in the URL (`mail=12`), so a link opens it. */
export function useOpenMail() {
  const [searchParams, write] = useSearchParamsWriter();
  const open = parseId(searchParams.get('mail'));
  const setOpen = useCallback(
    (id: number | null) =>
      write((next) => {
        if (id === null) next.delete('mail');
        else next.set('mail', String(id));
      }),
    [write],
  );
  return { open, setOpen };
}
