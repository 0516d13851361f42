// One figure: its name, its value(s) and, always on screen, what it means.
import { type ReactNode } from 'react';
import { Card, Typography } from '@colophon/shared/antd';

export interface FigureCardProps {
  id: string;
  title: string;
  definition: string;
  children: ReactNode;
}

export function FigureCard({ id, title, definition, children }: FigureCardProps) {
  return (
    <Card size="small" style={{ blockSize: '100%' }}>
      <section aria-labelledby={`${id}-title`} aria-describedby={`${id}-definition`}>
        <h3 id={`${id}-title`} style={{ fontSize: 15, margin: '0 0 8px' }}>
          {title}
        </h3>
        {children}
        <Typography.Paragraph
          id={`${id}-definition`}
          type="secondary"
          style={{ fontSize: 13, margin: '8px 0 0' }}
        >
          {definition}
        </Typography.Paragraph>
      </section>
    </Card>
  );
}
