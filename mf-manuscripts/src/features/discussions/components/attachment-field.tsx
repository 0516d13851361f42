import { useTranslation } from 'react-i18next';
import { Button, Progress, Upload, UploadOutlined } from '@colophon/shared/antd';
import { FieldFrame } from '@colophon/shared';
import { MANUSCRIPT_FILE_ACCEPT } from '@colophon/shared/contracts';
import { type Attachment } from '../hooks/use-attachment';

interface AttachmentFieldProps {
  id: string;
  attachment: Pick<Attachment, 'file' | 'error' | 'select' | 'clear'>;
  /** Upload progress 0-100 while sending, else null. */
  progress: number | null;
  disabled?: boolean;
}

/** An optional PDF, DOC or DOCX beside a message: checked when picked, sent with the message. */
export function AttachmentField({ id, attachment, progress, disabled }: AttachmentFieldProps) {
  const { t } = useTranslation('manuscripts');
  const { file, error } = attachment;
  return (
    // Outside react-hook-form: the file is checked as it is picked, not by the form's schema.
    <FieldFrame
      id={id}
      label={t('discussions.attachLabel')}
      error={error}
      extra={t('discussions.attachHint')}
    >
      {(a11y) => (
        <>
          <Upload
            {...a11y}
            accept={MANUSCRIPT_FILE_ACCEPT}
            maxCount={1}
            multiple={false}
            disabled={disabled}
            // Nothing is uploaded here: the file goes with the message.
            beforeUpload={(picked) => {
              void attachment.select(picked);
              return Upload.LIST_IGNORE;
            }}
            fileList={
              file ? [{ uid: `${id}-file`, name: file.name, size: file.size, status: 'done' }] : []
            }
            onRemove={() => {
              attachment.clear();
              return true;
            }}
          >
            {/* The upload's own wrapper is the focusable button; this one only shows it. */}
            <Button tabIndex={-1} icon={<UploadOutlined />} disabled={disabled}>
              {t('discussions.attach')}
            </Button>
          </Upload>
          {progress !== null && (
            <Progress
              percent={progress}
              size="small"
              aria-label={t('discussions.uploadProgress')}
              style={{ marginBlockStart: 8 }}
            />
          )}
        </>
      )}
    </FieldFrame>
  );
}
