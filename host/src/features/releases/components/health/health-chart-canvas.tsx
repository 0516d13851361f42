// The drawn health chart. Loaded on its own (React.lazy) so that Chart.js is
// downloaded when a health panel is first opened, never with the host; only
// the parts a line chart needs are registered.
import {
  CategoryScale,
  Chart,
  type ChartDataset,
  type ChartOptions,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { formatCount, formatMs, formatPercent } from '../../lib/health-format';

Chart.register(CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

export type HealthLine = 'canary' | 'stable' | 'threshold';

export interface HealthChartCanvasProps {
  /** The chart's accessible name; the figures themselves are in the table view. */
  label: string;
  /** One label per minute. */
  minutes: string[];
  lines: { key: HealthLine; label: string; values: (number | null)[]; counts?: number[] }[];
  unit: 'percent' | 'ms';
  /** The value axis' title for milliseconds (its ticks are plain numbers, to stay narrow). */
  msLabel: string;
  /** How a sample size reads in the tooltip ("40 samples"). */
  countLabel: (count: number) => string;
  dark: boolean;
  rtl: boolean;
  locale: string;
}

// A canvas cannot take the theme's CSS: the colours are chosen per theme, with at least
// 3:1 contrast on its ground. Canary and stable also differ by point shape, the line by dashes.
const PALETTE = {
  light: {
    stable: '#0072B2',
    canary: '#B45F06',
    threshold: '#C0392B',
    text: 'rgba(0, 0, 0, 0.88)',
  },
  dark: {
    stable: '#56B4E9',
    canary: '#E69F00',
    threshold: '#FF7875',
    text: 'rgba(255, 255, 255, 0.85)',
  },
} as const;

/** Told apart without colour too: in the legend and on the lines. */
const POINT_STYLES = { canary: 'triangle', stable: 'circle', threshold: 'line' } as const;

export default function HealthChartCanvas(props: HealthChartCanvasProps) {
  const { label, minutes, lines, unit, msLabel, countLabel, dark, rtl, locale } = props;
  const colors = PALETTE[dark ? 'dark' : 'light'];
  const format = (value: number) => (unit === 'percent' ? formatPercent : formatMs)(value, locale);
  const tick = (value: number) =>
    unit === 'percent' ? formatPercent(value, locale) : formatCount(value, locale);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const direction = rtl ? 'rtl' : 'ltr';
  const grid = { color: 'rgba(128, 128, 128, 0.2)' };

  const datasets: ChartDataset<'line', (number | null)[]>[] = lines.map((line) => ({
    label: line.label,
    data: line.values,
    borderColor: colors[line.key],
    backgroundColor: colors[line.key],
    borderWidth: line.key === 'threshold' ? 1.5 : 2,
    borderDash: line.key === 'threshold' ? [6, 4] : undefined,
    pointStyle: POINT_STYLES[line.key],
    pointRadius: line.key === 'threshold' ? 0 : minutes.length > 90 ? 1 : 2,
    // Minutes without reports are gaps in the data, not zeros: the line bridges them.
    spanGaps: true,
    tension: 0,
  }));

  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : undefined,
    locale,
    interaction: { mode: 'index', intersect: false },
    color: colors.text,
    // Room at both ends for the first and last minute's label (with a reversed axis, in
    // Urdu, Chart.js reserves it on the wrong side and the label was cut at the edge).
    layout: { padding: { left: 24, right: 24 } },
    scales: {
      x: { reverse: rtl, ticks: { color: colors.text, maxTicksLimit: 8, autoSkip: true }, grid },
      y: {
        position: rtl ? 'right' : 'left',
        beginAtZero: true,
        ticks: { color: colors.text, callback: (value) => tick(Number(value)) },
        title: { display: unit === 'ms', text: msLabel, color: colors.text },
        grid,
      },
    },
    plugins: {
      legend: {
        rtl,
        textDirection: direction,
        labels: { color: colors.text, usePointStyle: true },
      },
      tooltip: {
        rtl,
        textDirection: direction,
        callbacks: {
          label: (item) => `${item.dataset.label ?? ''}: ${format(item.parsed.y ?? 0)}`,
          afterLabel: (item) => {
            const count = lines[item.datasetIndex]?.counts?.[item.dataIndex];
            return count === undefined ? '' : countLabel(count);
          },
        },
      },
    },
  };

  return (
    <div style={{ position: 'relative', blockSize: 240, inlineSize: '100%', minInlineSize: 0 }}>
      <Line role="img" aria-label={label} options={options} data={{ labels: minutes, datasets }} />
    </div>
  );
}
