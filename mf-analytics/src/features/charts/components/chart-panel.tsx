// A chart with its two other readings: a "Table" view (a real table with a
// caption, for screen readers and anyone who would rather read) and the CSV of
// the same data.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, DownloadOutlined, Flex, Segmented } from '@colophon/shared/antd';
import { isRtl, LoadingState, useLanguage, useNotify } from '@colophon/shared';
import { DataTable } from '../../../components/data-table';
import { type ChartModel, tableRows } from '../lib/chart-model';

// Chart.js comes with the first chart drawn, not with the section's first render.
const ChartCanvas = lazy(() => import('./chart-canvas'));

export type ChartView = 'chart' | 'table';

export interface ChartPanelProps {
  /** Heading id, so the card is a named region. */
  id: string;
  title: string;
  caption: string;
  model: ChartModel;
  type: 'bar' | 'line';
  /** The CSV file's name, without ".csv". */
  fileName: string;
  /** The first view (the chart unless told). */
  initialView?: ChartView;
}

export function ChartPanel({
  id,
  title,
  caption,
  model,
  type,
  fileName,
  initialView = 'chart',
}: ChartPanelProps) {
  const { t } = useTranslation('analytics');
  const language = useLanguage();
  const notify = useNotify();
  const [view, setView] = useState<ChartView>(initialView);

  const download = async () => {
    try {
      const { chartCsv, saveCsv } = await import('../lib/chart-csv');
      saveCsv(chartCsv(model), `${fileName}.csv`);
    } catch {
      notify.error(t('charts.downloadFailed'));
    }
  };

  return (
    <Card
      role="region"
      aria-labelledby={id}
      title={
        <h2 id={id} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
          {title}
        </h2>
      }
      style={{ marginBlockEnd: 16 }}
    >
      <Flex wrap gap="small" justify="space-between" style={{ marginBlockEnd: 12 }}>
        <Segmented<ChartView>
          aria-label={t('charts.view')}
          value={view}
          onChange={setView}
          options={[
            { value: 'chart', label: t('charts.chart') },
            { value: 'table', label: t('charts.table') },
          ]}
        />
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          {t('charts.download')}
        </Button>
      </Flex>
      {view === 'chart' ? (
        <Suspense fallback={<LoadingState label={t('charts.loading')} />}>
          <ChartCanvas
            model={model}
            type={type}
            label={t('charts.imageLabel', { title: caption })}
            rtl={isRtl(language)}
            locale={language}
          />
        </Suspense>
      ) : (
        <DataTable
          caption={caption}
          captionVisible
          columns={[
            { key: 'category', title: model.categoryLabel },
            ...model.series.map((series) => ({
              key: series.key,
              title: series.label,
              numeric: true,
            })),
          ]}
          rows={tableRows(model, language)}
        />
      )}
    </Card>
  );
}
