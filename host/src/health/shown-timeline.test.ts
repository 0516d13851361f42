import { ShownTimeline } from './shown-timeline';

it('knows which section was on screen when', () => {
  const timeline = new ShownTimeline();
  timeline.record(10, 'journals', true);
  // The next section shows before the previous one says it hid.
  timeline.record(20, 'users', true);
  timeline.record(21, 'journals', false);
  timeline.record(30, 'users', false);
  expect(timeline.sectionAt(5)).toBeNull();
  expect(timeline.sectionAt(10)).toBe('journals');
  expect(timeline.sectionAt(25)).toBe('users');
  expect(timeline.sectionAt(31)).toBeNull();
});
