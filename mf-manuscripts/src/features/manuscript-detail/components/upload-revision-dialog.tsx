import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '@colophon/shared/antd';
import {
  ConfirmDialog,
  formatManuscriptId,
  formatVersion,
  toApiError,
  useNotify,
} from '@colophon/shared';
import { FileField } from '../../../components/file-field';
import { useManuscriptFile } from '../../../hooks/use-manuscript-file';
import { failureText } from '../../../lib/failure-text';
import { MANUSCRIPT_FILE_FIELD } from '../../../lib/upload';
import { useUploadRevision } from '../api/upload-revision';
import { NotesField } from './notes-field';

interface UploadRevisionDialogProps {
  manuscriptId: number;
  open: boolean;
  onClose: () => void;
}

/** A new version of the file with a summary of the changes; it becomes the current one. */
export function UploadRevisionDialog({ manuscriptId, open, onClose }: UploadRevisionDialogProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const upload = useUploadRevision();
  const file = useManuscriptFile(true);
  const [summary, setSummary] = useState('');
  const [summaryError, setSummaryError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    file.clear();
    setSummary('');
    setSummaryError(undefined);
    setProgress(null);
    onClose();
  };

  const send = async () => {
    if (!file.validate() || !file.file) return;
    setSummaryError(undefined);
    setProgress(0);
    try {
      const revision = await upload.mutateAsync({
        manuscriptId,
        file: file.file,
        changesSummary: summary,
        onProgress: setProgress,
      });
      notify.success(t('revisions.uploaded', { version: formatVersion(revision.version_number) }));
      close();
    } catch (error) {
      setProgress(null);
      const apiError = toApiError(error);
      const fileMessage = apiError.errors[MANUSCRIPT_FILE_FIELD]?.join(' ');
      const summaryMessage = apiError.errors.changes_summary?.join(' ');
      if (fileMessage) file.setError(fileMessage);
      if (summaryMessage) setSummaryError(summaryMessage);
      notify.error(
        fileMessage || summaryMessage
          ? t('form.fixErrors')
          : failureText(apiError, t('revisions.uploadFailed')),
      );
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('revisions.uploadTitle', { id: formatManuscriptId(manuscriptId) })}
      confirmText={upload.isPending ? t('revisions.uploading') : t('revisions.uploadConfirm')}
      loading={upload.isPending}
      onConfirm={() => void send()}
      onCancel={close}
    >
      <Form layout="vertical" component={false}>
        <FileField
          id="revision-file"
          picker={file}
          required
          progress={progress}
          disabled={upload.isPending}
        />
        <NotesField
          id="revision-summary"
          label={t('revisions.changesLabel')}
          placeholder={t('revisions.changesPlaceholder')}
          value={summary}
          onChange={setSummary}
          error={summaryError}
          disabled={upload.isPending}
        />
      </Form>
    </ConfirmDialog>
  );
}
