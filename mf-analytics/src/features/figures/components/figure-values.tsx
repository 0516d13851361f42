// The values inside a figure card: a list of named values (median, 80th
// percentile, shares), each large enough to read at a glance.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '@colophon/shared/antd';
import { type DurationStat } from '@colophon/shared/contracts';
import { useLanguage } from '@colophon/shared';
import { formatDays, NO_FIGURE } from '../../../lib/format';

export interface FigureValue {
  label: string;
  value: string;
  /** A unit after the value ("days"), left out for a dash. */
  unit?: string;
}

/** Named values as a description list (read as "Median: 23 days"). */
export function FigureValues({ values, note }: { values: FigureValue[]; note?: ReactNode }) {
  return (
    <>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 24px', margin: 0 }}>
        {values.map(({ label, value, unit }) => (
          <div key={label}>
            <dt style={{ fontSize: 13, opacity: 0.75 }}>{label}</dt>
            <dd style={{ margin: 0 }}>
              <span style={{ fontSize: 24, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </span>
              {unit && value !== NO_FIGURE && <span style={{ marginInlineStart: 4 }}>{unit}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </>
  );
}

/** A duration's median and 80th percentile, in days, with how many were measured. */
export function DurationValues({ stat, heading }: { stat: DurationStat; heading?: string }) {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  return (
    <div style={{ marginBlockEnd: 4 }}>
      {heading && <h4 style={{ fontSize: 13, fontWeight: 600, margin: '4px 0' }}>{heading}</h4>}
      <FigureValues
        values={[
          {
            label: t('figures.median'),
            value: formatDays(stat.median, language),
            unit: t('figures.days'),
          },
          {
            label: t('figures.p80'),
            value: formatDays(stat.p80, language),
            unit: t('figures.days'),
          },
        ]}
        note={t('figures.basis', { count: stat.count })}
      />
    </div>
  );
}
