import type { CSSProperties } from 'react';
import { theme } from '@colophon/shared/antd';
import type { SearchHit } from '@colophon/shared/contracts';
import { HighlightedText } from './highlighted-text';
import { HitDetail } from './hit-detail';

interface SearchOptionProps {
  id: string;
  hit: SearchHit;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}

/** One hit in the dropdown: the marked title, where else it matched, a detail. */
export function SearchOption({ id, hit, active, onChoose, onHover }: SearchOptionProps) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    padding: `6px ${token.paddingSM}px`,
    borderRadius: token.borderRadiusSM,
    cursor: 'pointer',
    background: active ? token.controlItemBgActive : undefined,
    outline: active ? `2px solid ${token.colorPrimary}` : undefined,
    outlineOffset: -2,
  };
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      style={style}
      // Keep the focus in the box: the click chooses, the box stays the combobox.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
    >
      <div style={{ fontWeight: 500 }}>
        {/* dir=auto: an English title in the Urdu panel keeps its own direction. */}
        <span dir="auto">
          <HighlightedText value={hit.title} />
        </span>
        <HitDetail hit={hit} />
      </div>
      {hit.snippet ? (
        // One line, cut at its own end: dir=auto makes an English snippet in the Urdu panel
        // left-to-right, so the ellipsis falls after the words, not before them.
        <div
          dir="auto"
          style={{
            fontSize: 12,
            color: token.colorTextSecondary,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          <HighlightedText value={hit.snippet} />
        </div>
      ) : null}
    </div>
  );
}
