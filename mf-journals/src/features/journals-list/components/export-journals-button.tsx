import { useTranslation } from 'react-i18next';
import { Button, DownloadOutlined } from '@colophon/shared/antd';
import { useNotify } from '@colophon/shared';
import { useExportJournals } from '../api/export-journals';
import { type JournalsFilterParams } from '../lib/list-params';

/** Downloads every journal of the current search and filter (all pages) as CSV, streamed by the API. */
export function ExportJournalsButton({ filters }: { filters: JournalsFilterParams }) {
  const { t } = useTranslation('journals');
  const notify = useNotify();
  const exportCsv = useExportJournals();
  return (
    <Button
      icon={<DownloadOutlined />}
      // disabled + a busy label: the download can settle within a frame.
      disabled={exportCsv.isPending}
      onClick={() =>
        exportCsv.mutate(filters, { onError: () => notify.error(t('export.failure')) })
      }
    >
      {exportCsv.isPending ? t('export.busy') : t('export.label')}
    </Button>
  );
}
