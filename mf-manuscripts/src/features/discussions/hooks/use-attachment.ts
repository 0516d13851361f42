import { useCallback, useRef, useState } from 'react';
import { checkManuscriptFile } from '../../../lib/file-check';
import { attachmentMessage } from '../lib/attachment-problem';

/** The optional file of a message, checked (type, first bytes, size) as soon as it is picked. */
export function useAttachment() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  // A slow check of an earlier pick must not overwrite a later one.
  const latest = useRef<File | null>(null);

  const select = useCallback(async (picked: File) => {
    latest.current = picked;
    const problem = await checkManuscriptFile(picked);
    if (latest.current !== picked) return;
    setFile(problem ? null : picked);
    setError(problem ? attachmentMessage(problem) : undefined);
  }, []);

  const clear = useCallback(() => {
    latest.current = null;
    setFile(null);
    setError(undefined);
  }, []);

  return { file, error, setError, select, clear, valid: error === undefined };
}

export type Attachment = ReturnType<typeof useAttachment>;
