import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const SHOWN = {
  position: 'fixed',
  insetInlineStart: 8,
  top: 8,
  zIndex: 1000,
  padding: '8px 12px',
  background: '#0958d9',
  color: '#fff',
  borderRadius: 6,
} as const;

/** Lets keyboard users jump past the navigation; visible only while focused. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTranslation('host');
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${target}`}
      style={focused ? SHOWN : HIDDEN}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}
