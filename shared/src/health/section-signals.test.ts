import { onSectionSignal, reportSectionSignal, type SectionSignal } from './section-signals';

it('tells every listener until it unsubscribes', () => {
  const first: SectionSignal[] = [];
  const second: SectionSignal[] = [];
  const stopFirst = onSectionSignal((signal) => first.push(signal));
  const stopSecond = onSectionSignal((signal) => second.push(signal));
  reportSectionSignal({ section: 'journals', kind: 'api_call' });
  stopFirst();
  reportSectionSignal({ section: 'users', kind: 'render_error' });
  stopSecond();
  reportSectionSignal({ section: 'users', kind: 'api_failure' });
  expect(first).toEqual([{ section: 'journals', kind: 'api_call' }]);
  expect(second).toEqual([
    { section: 'journals', kind: 'api_call' },
    { section: 'users', kind: 'render_error' },
  ]);
});

it('never throws to the reporter, and a failing listener does not stop the others', () => {
  const seen: string[] = [];
  const stopBroken = onSectionSignal(() => {
    throw new Error('listener bug');
  });
  const stopGood = onSectionSignal((signal) => seen.push(signal.kind));
  expect(() => reportSectionSignal({ section: 'journals', kind: 'shown' })).not.toThrow();
  expect(seen).toEqual(['shown']);
  stopBroken();
  stopGood();
});
