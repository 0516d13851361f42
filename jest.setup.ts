import { File as NodeFile } from 'node:buffer';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// TextEncoder and a timer-backed MessageChannel (never node:worker_threads' one:
// its ports hold the event loop open and the jest workers never exit).
import './shared/src/testing/polyfills';
import { installConsoleGuard } from './shared/src/testing/console-guard';
import { server } from './shared/src/testing/msw';

// jest-fixed-jsdom hands jsdom Node's Blob and FormData but leaves jsdom's File,
// which Node's FormData takes as text, not a file: an upload would lose its file.
if (typeof window !== 'undefined') Object.assign(globalThis, { File: NodeFile });

// The API in tests: each test declares its handlers (server.use); a request
// nothing answers fails its test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

// An unexpected console.error or console.warn fails its test (allow an expected
// one with expectConsoleError/expectConsoleWarn from @colophon/shared/testing).
installConsoleGuard();

// findBy*/waitFor wait up to 5 s, not 1: lazy routes and antd render slowly in
// jsdom while a CI machine runs other suites (the standalone sign-in card
// missed the 1 s default once). A passing wait still returns at once.
configure({ asyncUtilTimeout: 5_000 });

// antd's Table, Select and Segmented observe their size; jsdom has no ResizeObserver.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
}

// antd and the theme store read matchMedia, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// antd measures the scrollbar (rc-util's getScrollBarSize, when a Modal or
// Drawer locks the page's scroll and when a Table scrolls) with
// getComputedStyle(element, '::-webkit-scrollbar'). jsdom implements
// getComputedStyle but not its pseudo-element form: it reports "Not
// implemented: window.getComputedStyle(elt, pseudoElt)" as a console.error and
// returns the element's own style anyway. No product bug behind it (browsers
// answer the call; jsdom draws no scrollbars), so only this one pseudo-element
// is answered as jsdom would, without the report; any other pseudo-element
// still reaches jsdom and fails its test. (antd's auto-sizing TextArea does not
// measure here at all: see shared/src/testing/textarea-autosize.ts.)
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) =>
    pseudoElement === '::-webkit-scrollbar'
      ? getComputedStyle(element)
      : getComputedStyle(element, pseudoElement);
}
