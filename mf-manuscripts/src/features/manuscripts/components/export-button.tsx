import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DownloadOutlined } from '@colophon/shared/antd';
import { useCan, useNotify } from '@colophon/shared';
import { exportManuscripts } from '../api/export-manuscripts';
import { type ManuscriptsListParams } from '../lib/list-params';

/** CSV of the filtered list, for staff. */
export function ExportButton({ params }: { params: ManuscriptsListParams }) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  // The rule the API enforces (it answers 403 to anyone else).
  const canExport = useCan('manuscripts.export');
  const [busy, setBusy] = useState(false);
  if (!canExport) return null;

  const run = async () => {
    setBusy(true);
    try {
      await exportManuscripts(params);
    } catch {
      notify.error(t('errors.export'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} disabled={busy} onClick={() => void run()}>
      {busy ? t('list.exporting') : t('list.export')}
    </Button>
  );
}
