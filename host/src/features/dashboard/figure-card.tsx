import { type ComponentType } from 'react';
import { numberFormat } from '@colophon/shared';
import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { Card, Statistic } from '@colophon/shared/antd';

export interface FigureCardProps {
  label: string;
  value: number;
  /** The list this figure counts, with its filter set. */
  to: string;
  icon?: ComponentType;
  color?: string;
  /** A line under the figure saying what it counts. */
  hint?: string;
}

/** One figure of the dashboard that opens the list it counts. */
export function FigureCard({ label, value, to, icon: Icon, color, hint }: FigureCardProps) {
  const { i18n } = useTranslation('host');
  const format = numberFormat(i18n.language);
  return (
    <Link to={to} style={{ display: 'block', height: '100%' }} aria-label={`${label}: ${value}`}>
      <Card hoverable size="small" style={{ height: '100%' }}>
        <Statistic
          title={label}
          value={value}
          formatter={(v) => format.format(Number(v))}
          prefix={
            Icon ? (
              <span aria-hidden="true" style={{ color, marginInlineEnd: 8 }}>
                <Icon />
              </span>
            ) : undefined
          }
        />
        {hint && <div style={{ fontSize: 12, opacity: 0.75 }}>{hint}</div>}
      </Card>
    </Link>
  );
}
