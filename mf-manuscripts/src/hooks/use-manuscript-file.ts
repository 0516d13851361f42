import { useCallback, useRef, useState } from 'react';
import { MANUSCRIPT_MESSAGES } from '@colophon/shared/contracts';
import { checkManuscriptFile } from '../lib/file-check';

/** The picked manuscript file, checked (type, bytes, size) as soon as it is picked. */
export function useManuscriptFile(required: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  // A slow check of an earlier pick must not overwrite a later one.
  const latest = useRef<File | null>(null);

  const select = useCallback(async (picked: File) => {
    latest.current = picked;
    const problem = await checkManuscriptFile(picked);
    if (latest.current !== picked) return;
    if (problem) {
      setFile(null);
      setError(problem.message);
    } else {
      setFile(picked);
      setError(undefined);
    }
  }, []);

  const clear = useCallback(() => {
    latest.current = null;
    setFile(null);
    setError(undefined);
  }, []);

  /**
   * On save: true when the file part of the form is fine (sets the message otherwise).
   * `requiredNow` overrides `required` for one save: a draft may go without its file.
   */
  const validate = useCallback(
    (requiredNow: boolean = required) => {
      // A rejected pick blocks any save; "required" only blocks a submit.
      const missing = error === MANUSCRIPT_MESSAGES.fileRequired;
      if (error && !missing) return false;
      if (requiredNow && !file) {
        setError(MANUSCRIPT_MESSAGES.fileRequired);
        return false;
      }
      if (missing) setError(undefined);
      return true;
    },
    [error, file, required],
  );

  return { file, error, setError, select, clear, validate };
}

/** The picked file with its check, as the file field shows it. */
export type ManuscriptFile = ReturnType<typeof useManuscriptFile>;
