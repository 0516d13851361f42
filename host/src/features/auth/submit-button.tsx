import { type ReactNode } from 'react';
import { Button } from '@colophon/shared/antd';

/**
 * The full-width submit button of the sign-in, registration and password
 * pages: disabled and marked busy while its form is sent. Not antd's
 * `loading`: its delayed internal state can stick after a sub-frame toggle (a
 * submit that fails client validation), leaving the button inert.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" block disabled={busy} aria-busy={busy}>
      {children}
    </Button>
  );
}
