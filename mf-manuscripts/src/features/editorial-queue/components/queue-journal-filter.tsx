import { useTranslation } from 'react-i18next';
import { Select } from '@colophon/shared/antd';
import { type QueueJournalFilter } from '@colophon/shared/contracts';

interface QueueJournalFilterProps {
  /** The filter the API applied (the asked one, or its default); undefined before the first answer. */
  value: QueueJournalFilter | undefined;
  /** The journals whose team names the reader. */
  journals: { id: number; title: string }[];
  onChange: (journal: QueueJournalFilter) => void;
}

/** All journals, the reader's own (when a team names them) or one of them. */
export function QueueJournalFilter({ value, journals, onChange }: QueueJournalFilterProps) {
  const { t } = useTranslation('manuscripts');
  const mine = journals.length > 0 || value === 'mine';
  // A journal asked for by id that is not one of the reader's still shows its number.
  const other = typeof value === 'number' && !journals.some((j) => j.id === value);
  return (
    <Select<QueueJournalFilter>
      aria-label={t('queue.filters.journal')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'all', label: t('queue.filters.allJournals') },
        ...(mine ? [{ value: 'mine' as const, label: t('queue.filters.myJournals') }] : []),
        ...journals.map((journal) => ({ value: journal.id, label: journal.title })),
        ...(other ? [{ value, label: t('queue.filters.journalNumber', { id: value }) }] : []),
      ]}
      style={{ minInlineSize: 220 }}
      popupMatchSelectWidth={false}
    />
  );
}
