// The top bar's search: a combobox (WAI-ARIA pattern) whose listbox shows the
// hits of GET search grouped by type as one types (debounced). ↑/↓ move,
// Enter opens the active hit or, with none, the /search page; Esc closes,
// then clears. ⌘K / Ctrl+K focuses it from anywhere.
// On a phone (`collapsible`) the top bar has no room for a box: it shows a
// "Search" icon button that opens the same combobox across the whole bar; Esc
// (or the close button) closes it and the focus returns to the icon.
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, CloseOutlined, Input, SearchOutlined, theme } from '@colophon/shared/antd';
import type { InputRef } from '@colophon/shared/antd';
import { VisuallyHidden } from '@colophon/shared';
import { searchHitPath } from '@colophon/shared/contracts';
import { useNavigate } from '@colophon/shared/router';
import { searchQueryOptions } from '../api/get-search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFocusShortcut } from '../hooks/use-focus-shortcut';
import { comboboxKey, optionId, toOptionGroups } from '../lib/combobox';
import { SEARCH_NAMESPACE } from '../register-search-translations';
import { SearchListbox } from './search-listbox';

export const SEARCH_MIN_CHARS = 2;
const DEBOUNCE_MS = 250;
const PER_TYPE = 5;

const isMac = () => typeof navigator !== 'undefined' && /mac/i.test(navigator.platform);

export interface GlobalSearchProps {
  /** Narrow screens: an icon button that opens the box across the top bar. */
  collapsible?: boolean;
}

export function GlobalSearch({ collapsible = false }: GlobalSearchProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const { t: tHost } = useTranslation('host');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const listboxId = useId();
  const inputRef = useRef<InputRef>(null);
  const iconRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Narrow screens only: the box is shown (opened from the icon).
  const [boxShown, setBoxShown] = useState(false);
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const enabled = debounced.length >= SEARCH_MIN_CHARS;
  const query = useQuery({ ...searchQueryOptions({ q: debounced, limit: PER_TYPE }), enabled });

  const groups = useMemo(
    () => (enabled && query.data ? toOptionGroups(query.data.groups) : []),
    [enabled, query.data],
  );
  const options = groups.flatMap((group) => group.options);
  const expanded = open && text.trim().length > 0;
  const collapsed = collapsible && !boxShown;

  // The box opened from the icon takes the focus.
  useEffect(() => {
    if (collapsible && boxShown) inputRef.current?.focus();
  }, [collapsible, boxShown]);

  useFocusShortcut(() => {
    if (collapsible) setBoxShown(true);
    inputRef.current?.focus();
    inputRef.current?.select();
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  /** Narrow screens: back to the icon (focused when the user closed the box). */
  const hideBox = (refocus: boolean) => {
    close();
    setBoxShown(false);
    if (refocus) requestAnimationFrame(() => iconRef.current?.focus());
  };
  const leave = () => {
    close();
    if (collapsible) setBoxShown(false);
    inputRef.current?.blur();
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setText('');
    leave();
    void navigate(searchHitPath(option.hit));
  };
  const submit = () => {
    const q = text.trim();
    if (!q) return;
    leave();
    void navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (collapsible && event.key === 'Escape') {
      event.preventDefault();
      hideBox(true);
      return;
    }
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

  if (collapsed) {
    return (
      <Button
        ref={iconRef}
        type="text"
        icon={<SearchOutlined />}
        aria-label={t('open')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setBoxShown(true)}
      />
    );
  }

  const box = (
    <div
      style={{
        position: 'relative',
        flex: 1,
        maxWidth: collapsible ? undefined : 420,
        minWidth: 0,
      }}
    >
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
            collapsible ? undefined : (
              <kbd aria-hidden="true" style={{ fontSize: 11, color: token.colorTextTertiary }}>
                {isMac() ? '⌘K' : 'Ctrl K'}
              </kbd>
            )
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
        <SearchListbox
          listboxId={listboxId}
          groups={groups}
          active={active}
          status={status}
          seeAllQuery={enabled ? debounced : null}
          fullWidth={collapsible}
          onChoose={choose}
          onHover={setActive}
          onSeeAll={submit}
        />
      ) : null}
    </div>
  );
  if (!collapsible) return box;

  // Across the whole top bar (the header is the positioned ancestor), above its other controls.
  return (
    <div
      data-testid="top-bar-search"
      // Focus gone elsewhere (a tap on the page): back to the icon, focus left where it went.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideBox(false);
      }}
      style={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        paddingInline: 12,
        background: token.colorBgContainer,
        zIndex: 1,
      }}
    >
      {box}
      <Button
        type="text"
        icon={<CloseOutlined />}
        aria-label={t('close')}
        onClick={() => hideBox(true)}
      />
    </div>
  );
}
