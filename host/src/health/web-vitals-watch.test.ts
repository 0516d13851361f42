import {
  interactionTime,
  largestShiftTime,
  type VitalReport,
  watchWebVitals,
} from './web-vitals-watch';

type Callback = (metric: {
  value: number;
  entries: Array<{ startTime: number; value?: number }>;
}) => void;
const callbacks: Record<string, Callback> = {};

jest.mock('web-vitals', () => ({
  onLCP: (callback: Callback) => (callbacks.LCP = callback),
  onINP: (callback: Callback) => (callbacks.INP = callback),
  onCLS: (callback: Callback) => (callbacks.CLS = callback),
}));

it('dates INP by its interaction and CLS by its largest shift', () => {
  expect(interactionTime([{ startTime: 812 }, { startTime: 830 }])).toBe(812);
  expect(
    largestShiftTime([
      { startTime: 100, value: 0.01 },
      { startTime: 400, value: 0.2 },
      { startTime: 450, value: 0.05 },
    ]),
  ).toBe(400);
  // No shift at all (CLS 0): counted to the section on screen now.
  jest.spyOn(performance, 'now').mockReturnValue(5000);
  expect(largestShiftTime([])).toBe(5000);
  expect(interactionTime([])).toBe(5000);
});

it("reports web-vitals' LCP, INP and CLS, LCP for the first route", async () => {
  const reports: VitalReport[] = [];
  watchWebVitals((report) => reports.push(report));
  await new Promise((resolve) => setTimeout(resolve, 0));
  callbacks.LCP?.({ value: 1800, entries: [{ startTime: 1700 }] });
  callbacks.INP?.({ value: 250, entries: [{ startTime: 9000 }] });
  callbacks.CLS?.({ value: 0.12, entries: [{ startTime: 300, value: 0.12 }] });
  expect(reports).toEqual([
    { vital: 'lcp_ms', value: 1800, at: null },
    { vital: 'inp_ms', value: 250, at: 9000 },
    { vital: 'cls', value: 0.12, at: 300 },
  ]);
});
