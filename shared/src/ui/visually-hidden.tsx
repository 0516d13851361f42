import { type CSSProperties, type ReactNode } from 'react';

// Read by screen readers, not shown: table captions name each table without
// adding a second visible heading under the page title.
const style: CSSProperties = {
  position: 'absolute',
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
