import { useTranslation } from 'react-i18next';
import { InboxOutlined, Progress, Typography, Upload } from '@colophon/shared/antd';
import { MANUSCRIPT_FILE_ACCEPT } from '@colophon/shared/contracts';
import { errorAria, FormField } from './form-field';

interface FileFieldProps {
  id: string;
  file: File | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  error?: string;
  required?: boolean;
  /** Upload progress 0-100 while sending, else null. */
  progress: number | null;
  disabled?: boolean;
}

/** PDF, DOC or DOCX, picked or dropped; checked before upload; progress while it uploads. */
export function FileField({
  id,
  file,
  onSelect,
  onRemove,
  error,
  required,
  progress,
  disabled,
}: FileFieldProps) {
  const { t } = useTranslation('manuscripts');
  return (
    <FormField
      label={t('form.file')}
      htmlFor={id}
      error={error}
      required={required}
      extra={t('form.fileHint')}
    >
      <Upload.Dragger
        id={id}
        accept={MANUSCRIPT_FILE_ACCEPT}
        maxCount={1}
        multiple={false}
        disabled={disabled}
        // Nothing is uploaded here: the file goes with the form.
        beforeUpload={(picked) => {
          onSelect(picked);
          return Upload.LIST_IGNORE;
        }}
        fileList={
          file ? [{ uid: 'manuscript-file', name: file.name, size: file.size, status: 'done' }] : []
        }
        onRemove={() => {
          onRemove();
          return true;
        }}
        {...errorAria(id, error)}
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
    </FormField>
  );
}
