import { forwardRef, useState } from 'react';
import {
  Button,
  EyeInvisibleOutlined,
  EyeOutlined,
  PlainInput as Input,
  type InputProps,
  type InputRef,
} from '@colophon/shared/antd';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** The control's id, which the form field gives it (the toggle names it in aria-controls). */
  id?: string;
  showLabel: string;
  hideLabel: string;
}

/** Password field with a labelled, keyboard-operable show/hide toggle. */
export const PasswordInput = forwardRef<InputRef, PasswordInputProps>(function PasswordInput(
  { id, showLabel, hideLabel, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...rest}
      ref={ref}
      id={id}
      type={visible ? 'text' : 'password'}
      suffix={
        <Button
          type="text"
          size="small"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          aria-controls={id}
          icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setVisible((value) => !value)}
        />
      }
    />
  );
});
