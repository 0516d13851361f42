// The top bar's search: a combobox (WAI-ARIA pattern) whose listbox shows the
// hits of GET search grouped by type as one types (debounced). ↑/↓ move,
// Enter opens the active hit or, with none, the /search page; Esc closes,
// then clears. ⌘K / Ctrl+K focuses it from anywhere.
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Input, SearchOutlined, theme } from '@colophon/shared/antd-panel';
import type { InputRef } from '@colophon/shared/antd';
import { VisuallyHidden } from '@colophon/shared';
import { searchHitPath } from '@colophon/shared/contracts';
import { useNavigate } from '@colophon/shared/router';
import { searchQueryOptions } from '../api/get-search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFocusShortcut } from '../hooks/use-focus-shortcut';
import { comboboxKey, optionId, toOptionGroups } from '../lib/combobox';
import { SEARCH_NAMESPACE } from '../register-search-translations';
import { SearchOption } from './search-option';

export const SEARCH_MIN_CHARS = 2;
const DEBOUNCE_MS = 250;
const PER_TYPE = 5;

const isMac = () => typeof navigator !== 'undefined' && /mac/i.test(navigator.platform);

export function GlobalSearch() {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const { t: tHost } = useTranslation('host');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const listboxId = useId();
  const inputRef = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const enabled = debounced.length >= SEARCH_MIN_CHARS;
  const query = useQuery({ ...searchQueryOptions({ q: debounced, limit: PER_TYPE }), enabled });

  const groups = useMemo(
    () => (enabled && query.data ? toOptionGroups(query.data.groups) : []),
    [enabled, query.data],
  );
  const options = groups.flatMap((group) => group.options);
  const expanded = open && text.trim().length > 0;

  useFocusShortcut(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    close();
    setText('');
    inputRef.current?.blur();
    void navigate(searchHitPath(option.hit));
  };
  const submit = () => {
    const q = text.trim();
    if (!q) return;
    close();
    inputRef.current?.blur();
    void navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = comboboxKey(event.key, { open: expanded, active, count: options.length });
    if (action.type === 'none') return;
    event.preventDefault();
    if (action.type === 'move') {
      setOpen(true);
      setActive(action.active);
    } else if (action.type === 'choose') choose(action.index);
    else if (action.type === 'submit') submit();
    else if (action.type === 'close') close();
    else setText('');
  };

  const status = !enabled
    ? t('status.typeMore')
    : query.isError
      ? t('status.failed')
      : query.isFetching && !query.data
        ? t('status.searching')
        : options.length === 0
          ? t('status.none', { query: debounced })
          : t('status.count', { count: options.length });

  return (
    <div style={{ position: 'relative', flex: 1, maxWidth: 420, minWidth: 0 }}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(listboxId, active) : undefined}
          aria-label={tHost('topbar.searchLabel')}
          aria-keyshortcuts="Control+K Meta+K"
          autoComplete="off"
          spellCheck={false}
          prefix={<SearchOutlined aria-hidden="true" />}
          suffix={
            <kbd aria-hidden="true" style={{ fontSize: 11, color: token.colorTextTertiary }}>
              {isMac() ? '⌘K' : 'Ctrl K'}
            </kbd>
          }
          placeholder={tHost('topbar.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </form>
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {expanded ? status : ''}
        </span>
      </VisuallyHidden>
      {expanded ? (
        <div
          style={{
            position: 'absolute',
            insetInlineStart: 0,
            insetInlineEnd: 0,
            top: 'calc(100% + 4px)',
            maxHeight: '70vh',
            overflowY: 'auto',
            minWidth: 320,
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
            borderRadius: token.borderRadiusLG,
            padding: token.paddingXS,
            lineHeight: 1.5,
            zIndex: 1050,
          }}
          onMouseDown={(event) => event.preventDefault()}
        >
          <div id={listboxId} role="listbox" aria-label={t('label')}>
            {groups.map((group) => (
              <div key={group.type} role="group" aria-labelledby={`${listboxId}-${group.type}`}>
                <div
                  id={`${listboxId}-${group.type}`}
                  role="presentation"
                  style={{
                    padding: `4px ${token.paddingSM}px`,
                    fontSize: 12,
                    fontWeight: 600,
                    color: token.colorTextSecondary,
                    textTransform: 'uppercase',
                  }}
                >
                  {t(`types.${group.type}`)}
                </div>
                {group.options.map((option) => (
                  <SearchOption
                    key={`${option.hit.type}-${option.hit.id}`}
                    id={optionId(listboxId, option.index)}
                    hit={option.hit}
                    active={option.index === active}
                    onChoose={() => choose(option.index)}
                    onHover={() => setActive(option.index)}
                  />
                ))}
              </div>
            ))}
          </div>
          {options.length === 0 ? (
            <div style={{ padding: token.paddingSM, color: token.colorTextSecondary }}>
              {status}
            </div>
          ) : null}
          {enabled ? (
            <button
              type="button"
              onClick={submit}
              style={{
                display: 'block',
                width: '100%',
                textAlign: 'start',
                border: 0,
                borderTop: `1px solid ${token.colorBorderSecondary}`,
                background: 'transparent',
                color: token.colorLink,
                padding: token.paddingSM,
                cursor: 'pointer',
                font: 'inherit',
              }}
            >
              {t('seeAll', { query: debounced })}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
