// What jsdom lacks and the stack needs. Import first in tests that need it:
// react-router 7 needs TextEncoder; antd's Form (@rc-component/form) queues
// macro tasks through MessageChannel.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

type MessageHandler = ((event: { data: unknown }) => void) | null;

class TimeoutMessagePort {
  onmessage: MessageHandler = null;
  other: TimeoutMessagePort | null = null;
  postMessage(data: unknown) {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  close() {
    this.onmessage = null;
  }
}

/** A timer-based MessageChannel: enough for libraries that only use it to defer work. */
class TimeoutMessageChannel {
  port1 = new TimeoutMessagePort();
  port2 = new TimeoutMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimeoutMessageChannel });
}
