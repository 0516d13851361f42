import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Select, Typography } from '@colophon/shared/antd';
import { type CategoryNode } from '../../../lib/category-types';
import { parentChoices } from '../lib/parent-choices';

/** Keeps each name's direction inside a path (Latin and Urdu names side by side), as <bdi> would. */
const isolate = (text: string) => `\u2068${text}\u2069`;
const TOP = 'top';

interface MoveIntoDialogProps {
  /** The whole tree, to offer every valid parent. */
  nodes: CategoryNode[];
  category: Pick<CategoryNode, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
  /** The chosen parent (null: the top level). */
  onMove: (parentId: number | null) => void;
}

/**
 * "Move into…": picks the category's new parent from the ones it may have —
 * not itself, not one of its own subcategories — or the top level. A labelled
 * searchable combobox: the keyboard and screen readers reach every choice.
 */
export function MoveIntoDialog({ nodes, category, open, onClose, onMove }: MoveIntoDialogProps) {
  const { t } = useTranslation('categories');
  const fieldId = useId();
  const helpId = useId();
  const [choice, setChoice] = useState<string | undefined>();
  const options = useMemo(
    () =>
      parentChoices(nodes, category.id).map((c) => {
        const label =
          c.parentId === null ? t('moveInto.topLevel') : c.path.map(isolate).join(' › ');
        return {
          value: c.parentId === null ? TOP : String(c.parentId),
          label: c.current ? t('moveInto.current', { parent: label }) : label,
          disabled: c.current,
        };
      }),
    [nodes, category.id, t],
  );

  const close = () => {
    setChoice(undefined);
    onClose();
  };
  const confirm = () => {
    if (choice === undefined) return;
    onMove(choice === TOP ? null : Number(choice));
    close();
  };

  return (
    <Modal
      open={open}
      title={t('moveInto.title', { name: category.name })}
      okText={t('moveInto.confirm')}
      cancelText={t('moveInto.cancel')}
      okButtonProps={{ disabled: choice === undefined }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph id={helpId}>{t('moveInto.help')}</Typography.Paragraph>
      <label htmlFor={fieldId} style={{ display: 'block', marginBlockEnd: 4 }}>
        {t('moveInto.parent')}
      </label>
      <Select<string>
        id={fieldId}
        aria-describedby={helpId}
        showSearch
        autoFocus
        optionFilterProp="label"
        placeholder={t('moveInto.placeholder')}
        options={options}
        value={choice}
        onChange={setChoice}
        style={{ inlineSize: '100%' }}
        notFoundContent={t('moveInto.noMatch')}
      />
    </Modal>
  );
}
