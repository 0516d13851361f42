import { act, renderHook } from '@testing-library/react';
import { hasUnsavedChanges, useUnsavedChanges } from './unsaved-changes';

it('is dirty only while a registered form is dirty', () => {
  const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
    initialProps: { dirty: false },
  });
  expect(hasUnsavedChanges()).toBe(false);
  rerender({ dirty: true });
  expect(hasUnsavedChanges()).toBe(true);
  rerender({ dirty: false });
  expect(hasUnsavedChanges()).toBe(false);
  rerender({ dirty: true });
  unmount();
  expect(hasUnsavedChanges()).toBe(false);
});

it('stays dirty while any of two forms is dirty', () => {
  const a = renderHook(() => useUnsavedChanges(true));
  const b = renderHook(() => useUnsavedChanges(true));
  a.unmount();
  expect(hasUnsavedChanges()).toBe(true);
  b.unmount();
  expect(hasUnsavedChanges()).toBe(false);
});

it('lets navigation through after release, and guards again after resume', () => {
  const { result, unmount } = renderHook(() => useUnsavedChanges(true));
  act(() => result.current.release());
  expect(hasUnsavedChanges()).toBe(false);
  act(() => result.current.resume());
  expect(hasUnsavedChanges()).toBe(true);
  act(() => result.current.release());
  unmount();
  const next = renderHook(() => useUnsavedChanges(true));
  expect(hasUnsavedChanges()).toBe(true);
  next.unmount();
});

it('releases only the form that saved', () => {
  const saved = renderHook(() => useUnsavedChanges(true));
  const other = renderHook(() => useUnsavedChanges(true));
  act(() => saved.result.current.release());
  expect(hasUnsavedChanges()).toBe(true);
  other.unmount();
  expect(hasUnsavedChanges()).toBe(false);
  saved.unmount();
});

it('asks the browser before the tab closes while dirty', () => {
  const { unmount } = renderHook(() => useUnsavedChanges(true));
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  unmount();
  const after = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(false);
});

it('leaves at once when clean', async () => {
  const { result, unmount } = renderHook(() => useUnsavedChanges(false));
  const go = jest.fn();
  await act(() => result.current.leave(go));
  expect(go).toHaveBeenCalledTimes(1);
  unmount();
});
