import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DownloadOutlined } from '@colophon/shared/antd';
import { hasRole, useAuthStore, useNotify } from '@colophon/shared';
import { exportManuscripts } from '../api/export-manuscripts';
import { type ManuscriptsListParams } from '../types';

/** Who may export (the API answers 403 to anyone else). */
const EXPORT_ROLES = ['admin', 'super-admin', 'editor-in-chief', 'associate-editor'] as const;

/** CSV of the filtered list, for staff. */
export function ExportButton({ params }: { params: ManuscriptsListParams }) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const user = useAuthStore((state) => state.user);
  const [busy, setBusy] = useState(false);
  if (!hasRole(user, ...EXPORT_ROLES)) return null;

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
