import { useTranslation } from 'react-i18next';
import { Tag } from '@colophon/shared/antd';
import { type MailState } from '@colophon/shared/contracts';
import { STATE_COLORS } from '../lib/mail-labels';

/** A mail's state as a coloured tag with its name (the colour is never the only cue). */
export function MailStateTag({ state }: { state: MailState }) {
  const { t } = useTranslation('manuscripts');
  return (
    <Tag
      color={STATE_COLORS[state]}
      style={{ marginInlineEnd: 0 }}
      title={state === 'kept' ? t('outbox.states.keptHint') : undefined}
    >
      {t(`outbox.states.${state}`)}
    </Tag>
  );
}
