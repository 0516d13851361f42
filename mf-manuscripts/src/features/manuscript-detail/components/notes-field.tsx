import { Input } from '@colophon/shared/antd';
import { FieldFrame } from '@colophon/shared';

interface NotesFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Required mark and aria-required. */
  required?: boolean;
  /** Help under the field. */
  extra?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A free-text note of a dialog (a workflow step's notes, a revision's changes): up to 5,000 characters. */
export function NotesField({
  label,
  error,
  required,
  extra,
  value,
  onChange,
  ...control
}: NotesFieldProps) {
  return (
    <FieldFrame id={control.id} label={label} error={error} required={required} extra={extra}>
      {(a11y) => (
        <Input.TextArea
          {...control}
          {...a11y}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={5000}
        />
      )}
    </FieldFrame>
  );
}
