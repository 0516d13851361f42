import { useTranslation } from 'react-i18next';
import { Button, Dropdown, MoreOutlined, type MenuProps } from '@colophon/shared/antd';
import { type CategoryMove, type StepDirection } from '../lib/move-category';

interface MoveCategoryMenuProps {
  name: string;
  /** The move each step makes; null where there is no room. */
  moves: Record<StepDirection, CategoryMove | null>;
  onMove: (move: CategoryMove) => void;
  /** Opens the "Move into…" dialog (a new parent picked from a list). */
  onMoveInto: () => void;
  disabled: boolean;
}

/**
 * The keyboard's way to reorder (dragging needs a pointer): up, down, out to
 * the parent's level, or into any other parent through a dialog.
 */
export function MoveCategoryMenu({
  name,
  moves,
  onMove,
  onMoveInto,
  disabled,
}: MoveCategoryMenuProps) {
  const { t } = useTranslation('categories');
  const items: MenuProps['items'] = [
    ...(['up', 'down', 'outdent'] as const).map((direction) => ({
      key: direction,
      label: t(`move.${direction}`),
      disabled: moves[direction] === null,
    })),
    { type: 'divider' as const },
    { key: 'into', label: t('move.into') },
  ];
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'into') return onMoveInto();
          const move = moves[key as StepDirection];
          if (move) onMove(move);
        },
      }}
    >
      <Button
        size="small"
        type="text"
        icon={<MoreOutlined />}
        aria-label={t('move.label', { name })}
        title={t('move.title')}
      />
    </Dropdown>
  );
}
