import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordLoader, type RecordLoaderTexts } from '@colophon/shared';
import { type Journal, parseId } from '@colophon/shared/contracts';
import { useJournal } from '../api/get-journal';

interface JournalLoaderProps {
  /** The `:id` of the route. */
  id: string | undefined;
  /** The page title while the journal loads or when it cannot be shown. */
  title: string;
  children: (journal: Journal) => ReactNode;
}

/** Loads a journal for a page: loading, 'Journal not found' and 'Failed to load journal' states. */
export function JournalLoader({ id: rawId, title, children }: JournalLoaderProps) {
  const { t } = useTranslation('journals');
  const id = parseId(rawId);
  // A malformed id is never asked for: it shows as not found, as the API would answer.
  const journal = useJournal(id ?? 0, id !== null);
  return (
    <RecordLoader
      query={journal}
      id={id}
      title={title}
      back={{ to: '/journals', label: t('actions.backToJournals') }}
      // The locales hold the states' texts as RecordLoader takes them.
      texts={t('record', { returnObjects: true }) as RecordLoaderTexts}
    >
      {children}
    </RecordLoader>
  );
}
