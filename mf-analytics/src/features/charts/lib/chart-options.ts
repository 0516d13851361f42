// Chart.js options for the section's charts, right to left included: in Urdu
// the months run from the right (the category axis is reversed), the value
// axis stands on the right, and the legend and tooltips read right to left.
import { type ChartOptions } from 'chart.js';
import { formatCount } from '../../../lib/format';

export interface ChartLook {
  rtl: boolean;
  locale: string;
  /** The page's text colour and font, read from the chart's box (dark theme, Urdu font). */
  color: string;
  fontFamily: string;
  reducedMotion: boolean;
  /** A legend only when there is more than one series to tell apart. */
  legend: boolean;
}

/** Distinct, colour-blind-safe hues (Okabe–Ito) with enough contrast on light and dark grounds. */
export const SERIES_COLORS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7'];

export function chartOptions(look: ChartLook): ChartOptions<'line'> & ChartOptions<'bar'> {
  const direction = look.rtl ? 'rtl' : 'ltr';
  const font = { family: look.fontFamily };
  const grid = { color: 'rgba(128, 128, 128, 0.2)' };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: look.reducedMotion ? false : undefined,
    locale: look.locale,
    // Room at both ends for the first and last month's label (with a reversed axis Chart.js
    // reserves it on the wrong side, and "دسمبر 2026" was cut at the edge).
    layout: { padding: { left: 32, right: 32 } },
    interaction: { mode: 'index', intersect: false },
    color: look.color,
    scales: {
      x: { reverse: look.rtl, ticks: { color: look.color, font }, grid },
      y: {
        position: look.rtl ? 'right' : 'left',
        beginAtZero: true,
        ticks: {
          color: look.color,
          font,
          precision: 0,
          callback: (value) => formatCount(Number(value), look.locale),
        },
        grid,
      },
    },
    plugins: {
      legend: {
        display: look.legend,
        rtl: look.rtl,
        textDirection: direction,
        labels: { color: look.color, font },
      },
      tooltip: { rtl: look.rtl, textDirection: direction, titleFont: font, bodyFont: font },
    },
  };
}
