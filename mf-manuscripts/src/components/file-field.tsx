import { useTranslation } from 'react-i18next';
import { InboxOutlined, Progress, Typography, Upload } from '@colophon/shared/antd';
import { FieldFrame } from '@colophon/shared';
import { MANUSCRIPT_FILE_ACCEPT } from '@colophon/shared/contracts';
import { type ManuscriptFile } from '../hooks/use-manuscript-file';

interface FileFieldProps {
  id: string;
  /** The picked file and its check (useManuscriptFile). */
  picker: Pick<ManuscriptFile, 'file' | 'error' | 'select' | 'clear'>;
  required?: boolean;
  /** Upload progress 0-100 while sending, else null. */
  progress: number | null;
  disabled?: boolean;
  /** Defaults to the manuscript file's label. */
  label?: string;
}

/** PDF, DOC or DOCX, picked or dropped; checked before upload; progress while it uploads. */
export function FileField({ id, picker, required, progress, disabled, label }: FileFieldProps) {
  const { t } = useTranslation('manuscripts');
  const { file, error } = picker;
  return (
    // Outside react-hook-form: the file is checked as it is picked, not by the form's schema.
    <FieldFrame
      id={id}
      label={label ?? t('form.file')}
      error={error}
      required={required}
      extra={t('form.fileHint')}
    >
      {(a11y) => (
        <>
          <Upload.Dragger
            {...a11y}
            accept={MANUSCRIPT_FILE_ACCEPT}
            maxCount={1}
            multiple={false}
            disabled={disabled}
            // Nothing is uploaded here: the file goes with the form.
            beforeUpload={(picked) => {
              void picker.select(picked);
              return Upload.LIST_IGNORE;
            }}
            fileList={
              file
                ? [{ uid: 'manuscript-file', name: file.name, size: file.size, status: 'done' }]
                : []
            }
            onRemove={() => {
              picker.clear();
              return true;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <Typography.Text>{t('form.fileDrop')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('form.fileTypes')}</Typography.Text>
          </Upload.Dragger>
          {progress !== null && (
            <Progress
              percent={progress}
              size="small"
              aria-label={t('form.uploadProgress')}
              style={{ marginBlockStart: 8 }}
            />
          )}
        </>
      )}
    </FieldFrame>
  );
}
