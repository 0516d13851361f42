import { type CSSProperties, type ReactNode } from 'react';

// Read by screen readers, not shown: table captions name each table without
// adding a second visible heading under the page title. Held at the start edge of
// what it is positioned in: left where it would stand, a wide table's centred
// caption put it beyond a phone's screen (outside the table's own scrolling box),
// and the phone's browser zoomed the whole page out to show it.
const style: CSSProperties = {
  position: 'absolute',
  insetInlineStart: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} style={style}>
      {children}
    </span>
  );
}
