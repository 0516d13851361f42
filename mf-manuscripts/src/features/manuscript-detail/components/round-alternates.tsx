import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { isolate, userText } from '@colophon/shared';
import { type RoundAlternate, type ReviewRound } from '@colophon/shared/contracts';

const STATUS_COLORS: Record<RoundAlternate['status'], string | undefined> = {
  waiting: 'blue',
  invited: 'green',
  skipped: undefined,
};

/**
 * The alternates named behind a round's invitations, for its editors: who
 * still waits, who was invited in whose place (and why), who was passed over
 * (and why). Grouped by the invitation they stand behind, in their order.
 */
export function RoundAlternates({ round }: { round: ReviewRound }) {
  const { t } = useTranslation('manuscripts');
  const alternates = round.alternates ?? [];
  if (alternates.length === 0) return null;
  const nameOf = (invitationId: number | null) =>
    round.invitations.find((i) => i.id === invitationId)?.reviewer?.name ?? null;
  const groups = [...new Set(alternates.map((a) => a.for_invitation_id))];
  const titleId = `round-${round.id}-alternates`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="round-alternates"
      style={{ marginBlockStart: 12 }}
    >
      <Typography.Text strong id={titleId}>
        {t('alternates.title')}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 8, fontSize: 12 }}>
        {t('alternates.explain')}
      </Typography.Paragraph>
      {groups.map((invitationId) => {
        const name = nameOf(invitationId);
        return (
          <div key={invitationId}>
            <Typography.Text>
              {name
                ? t('alternates.behind', { name: isolate(name) })
                : t('alternates.behindUnknown')}
            </Typography.Text>
            <ol style={{ margin: '4px 0 8px', paddingInlineStart: 20 }}>
              {alternates
                .filter((a) => a.for_invitation_id === invitationId)
                .map((a) => (
                  <li key={a.id} data-status={a.status}>
                    <AlternateLine alternate={a} replaced={nameOf(a.replaces_invitation_id)} />
                  </li>
                ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}

function AlternateLine({
  alternate,
  replaced,
}: {
  alternate: RoundAlternate;
  replaced: string | null;
}) {
  const { t } = useTranslation('manuscripts');
  const name = replaced ? isolate(replaced) : t('alternates.someone');
  const detail =
    alternate.status === 'invited' && alternate.called_because
      ? t(`alternates.calledBecause.${alternate.called_because}`, { name })
      : alternate.status === 'skipped' && alternate.skipped_because
        ? t(`alternates.skippedBecause.${alternate.skipped_because}`)
        : null;
  return (
    <Flex gap={6} wrap align="baseline">
      <span>{userText(alternate.reviewer.name)}</span>
      <Tag color={STATUS_COLORS[alternate.status]}>
        {t(`alternates.status.${alternate.status}`)}
      </Tag>
      {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
    </Flex>
  );
}
