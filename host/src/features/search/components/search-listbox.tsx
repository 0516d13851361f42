import { theme } from '@colophon/shared/antd';
import { useTranslation } from 'react-i18next';
import { optionId, type OptionGroup } from '../lib/combobox';
import { SEARCH_NAMESPACE } from '../register-search-translations';
import { SearchOption } from './search-option';

interface SearchListboxProps {
  listboxId: string;
  groups: OptionGroup[];
  active: number;
  /** The live status text (shown when there are no options). */
  status: string;
  /** The query, for "See all results"; null while it is too short to search. */
  seeAllQuery: string | null;
  /** Narrow screens: as wide as the box (no minimum width beyond it). */
  fullWidth: boolean;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
  onSeeAll: () => void;
}

/** The combobox's popup: hits grouped by type, or the status, and "See all results". */
export function SearchListbox({
  listboxId,
  groups,
  active,
  status,
  seeAllQuery,
  fullWidth,
  onChoose,
  onHover,
  onSeeAll,
}: SearchListboxProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const { token } = theme.useToken();
  const empty = groups.every((group) => group.options.length === 0);
  return (
    <div
      style={{
        position: 'absolute',
        insetInlineStart: 0,
        insetInlineEnd: 0,
        top: 'calc(100% + 4px)',
        maxHeight: '70vh',
        overflowY: 'auto',
        minWidth: fullWidth ? undefined : 320,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingXS,
        lineHeight: 1.5,
        zIndex: 1050,
      }}
      // Keeps the focus in the box while a hit is clicked.
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
                onChoose={() => onChoose(option.index)}
                onHover={() => onHover(option.index)}
              />
            ))}
          </div>
        ))}
      </div>
      {empty ? (
        <div style={{ padding: token.paddingSM, color: token.colorTextSecondary }}>{status}</div>
      ) : null}
      {seeAllQuery !== null ? (
        <button
          type="button"
          onClick={onSeeAll}
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
          {t('seeAll', { query: seeAllQuery })}
        </button>
      ) : null}
    </div>
  );
}
