import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks what react-router 7 (TextEncoder) and antd (MessageChannel, ResizeObserver) expect.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.MessageChannel === 'undefined') {
  // Not node:worker_threads' MessageChannel: its ports hold the event loop open and the
  // jest workers never exit. A timer-backed pair is all React's scheduler and rc-component need.
  type Port = {
    onmessage: ((event: { data: unknown }) => void) | null;
    postMessage: (data: unknown) => void;
    close: () => void;
  };
  class TimerMessageChannel {
    port1: Port;
    port2: Port;
    constructor() {
      const pair = (target: () => Port): Port => ({
        onmessage: null,
        postMessage: (data) => void setTimeout(() => target().onmessage?.({ data }), 0),
        close: () => undefined,
      });
      this.port1 = pair(() => this.port2);
      this.port2 = pair(() => this.port1);
    }
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}
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
