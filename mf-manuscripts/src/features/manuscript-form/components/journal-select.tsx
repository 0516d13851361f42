import { useTranslation } from 'react-i18next';
import { Alert, Button, ReloadOutlined, Select } from '@colophon/shared/antd';
import { type FieldA11y } from '@colophon/shared';
import { type ManuscriptSummary } from '@colophon/shared/contracts';
import { acceptsSubmissions, useJournalOptions } from '../api/get-journal-options';

interface JournalSelectProps {
  /** The id and aria attributes its form field gives the control. */
  a11y: FieldA11y;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
  /** The manuscript's current journal (edit), kept as an option even if not among the first 100. */
  current?: ManuscriptSummary['journal'];
}

/** The first 100 journals; an inactive one is shown but cannot be chosen. */
export function JournalSelect({ a11y, value, onChange, onBlur, current }: JournalSelectProps) {
  const { t } = useTranslation('manuscripts');
  const journals = useJournalOptions();
  const listed = journals.data ?? [];
  const options = listed.map((journal) => {
    const open = acceptsSubmissions(journal);
    return {
      value: journal.id,
      label: open ? journal.title : t('form.journalClosed', { title: journal.title }),
      disabled: !open,
    };
  });
  if (current && !listed.some((j) => j.id === current.id)) {
    options.unshift({ value: current.id, label: current.title, disabled: false });
  }

  return (
    <>
      <Select<number>
        {...a11y}
        value={value}
        onChange={(next) => onChange(next ?? undefined)}
        onBlur={onBlur}
        options={options}
        loading={journals.isPending}
        placeholder={t('form.journalPlaceholder')}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        notFoundContent={journals.isPending ? t('form.journalsLoading') : undefined}
      />
      {journals.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBlockStart: 8 }}
          title={t('errors.loadJournals')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void journals.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        />
      )}
    </>
  );
}
