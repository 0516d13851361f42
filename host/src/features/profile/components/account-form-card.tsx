import type { ReactNode } from 'react';
import { Button, Card, Form } from '@colophon/shared/antd';

interface AccountFormCardProps {
  title: string;
  submitLabel: string;
  submittingLabel: string;
  isSubmitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** The frame of one profile form: a titled card, the fields, one submit button. */
export function AccountFormCard({
  title,
  submitLabel,
  submittingLabel,
  isSubmitting,
  onSubmit,
  children,
}: AccountFormCardProps) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{title}</h2>}>
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        aria-label={title}
        onFinish={onSubmit}
      >
        {children}
        <Button type="primary" htmlType="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </Form>
    </Card>
  );
}
