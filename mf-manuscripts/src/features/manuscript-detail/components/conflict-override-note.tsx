import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { UserText } from '@colophon/shared';
import { type ConflictOverride } from '@colophon/shared/contracts';

/**
 * An invitation sent despite conflicts of interest: which conflicts, and the
 * editor's reason. Only editors receive `conflict_override` from the API.
 */
export function ConflictOverrideNote({ override }: { override: ConflictOverride }) {
  const { t } = useTranslation('manuscripts');
  const kinds = [...new Set(override.conflicts.map((c) => c.kind))];
  return (
    <Flex vertical gap={2}>
      <Flex gap={4} wrap>
        <Tag color="orange">{t('reviewerPreferences.override.tag')}</Tag>
        {kinds.map((kind) => (
          <Tag key={kind}>{t(`reviewerPreferences.override.kinds.${kind}`)}</Tag>
        ))}
      </Flex>
      <Typography.Paragraph
        type="secondary"
        style={{ margin: 0, maxInlineSize: 320 }}
        ellipsis={{ rows: 2, expandable: true, symbol: t('reviewerPreferences.override.more') }}
      >
        {t('reviewerPreferences.override.reason')} <UserText>{override.reason}</UserText>
      </Typography.Paragraph>
    </Flex>
  );
}
