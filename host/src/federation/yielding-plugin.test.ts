import { yieldingPlugin } from './yielding-plugin';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const STEPS = ['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const;

it.each(STEPS)('%s continues in a later task, after what was waiting', async (step) => {
  const hook = yieldingPlugin()[step] as unknown as () => Promise<void>;
  const order: string[] = [];
  // A task already waiting (a click's handler, say) runs before the step goes on.
  setTimeout(() => order.push('waiting task'), 0);
  const continued = hook().then(() => order.push('next step'));
  await Promise.resolve();
  expect(order).toEqual([]);
  await jest.runAllTimersAsync();
  await continued;
  expect(order).toEqual(['waiting task', 'next step']);
});
