// The drawn chart, loaded on its own (lazy) so that Chart.js is downloaded
// only when a chart is first shown, not with the section.
import { useLayoutEffect, useRef, useState } from 'react';
import {
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { type ChartModel } from '../lib/chart-model';
import { type ChartLook, chartOptions, SERIES_COLORS } from '../lib/chart-options';

Chart.register(BarElement, CategoryScale, Legend, LinearScale, LineElement, PointElement, Tooltip);

export interface ChartCanvasProps {
  model: ChartModel;
  type: 'bar' | 'line';
  /** The chart's accessible name; the figures themselves are in the table view. */
  label: string;
  rtl: boolean;
  locale: string;
}

type Look = Omit<ChartLook, 'rtl' | 'locale' | 'legend'>;

export default function ChartCanvas({ model, type, label, rtl, locale }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const [look, setLook] = useState<Look | null>(null);

  // A canvas cannot inherit CSS: it is given the page's colour and font (read once drawn).
  useLayoutEffect(() => {
    if (!box.current) return;
    const style = getComputedStyle(box.current);
    setLook({
      color: style.color,
      fontFamily: style.fontFamily,
      reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    });
  }, [rtl]);

  const labels = model.categories.map((category) => category.label);
  const drawn = model.series.filter((series) => series.drawn);
  const canvasProps = { role: 'img', 'aria-label': label };

  return (
    <div ref={box} style={{ position: 'relative', blockSize: 280, inlineSize: '100%' }}>
      {look &&
        (type === 'line' ? (
          <Line
            {...canvasProps}
            options={chartOptions({ ...look, rtl, locale, legend: drawn.length > 1 })}
            data={{
              labels,
              datasets: drawn.map((series, index) => ({
                label: series.label,
                data: series.values,
                borderColor: SERIES_COLORS[index % SERIES_COLORS.length],
                backgroundColor: SERIES_COLORS[index % SERIES_COLORS.length],
                // Straight segments: a curve would suggest values between the months that were never measured.
                tension: 0,
              })),
            }}
          />
        ) : (
          <Bar
            {...canvasProps}
            options={chartOptions({ ...look, rtl, locale, legend: drawn.length > 1 })}
            data={{
              labels,
              datasets: drawn.map((series) => ({
                label: series.label,
                data: series.values,
                // One colour per outcome: the bars are categories, not series.
                backgroundColor: labels.map((_, i) => SERIES_COLORS[i % SERIES_COLORS.length]!),
              })),
            }}
          />
        ))}
    </div>
  );
}
