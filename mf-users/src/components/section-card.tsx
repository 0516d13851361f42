import { type ReactNode } from 'react';
import { Card, type CardProps, Typography } from '@colophon/shared/antd';

interface SectionCardProps extends Omit<CardProps, 'title'> {
  title: ReactNode;
  /** Heading level of the title inside the page's outline (the page title is h1). */
  level?: 2 | 3 | 4;
}

/** A card whose title is a real heading, so screen readers can jump between sections. */
export function SectionCard({ title, level = 3, children, ...rest }: SectionCardProps) {
  return (
    <Card
      {...rest}
      title={
        <Typography.Title level={level} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}
