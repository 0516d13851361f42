import { useTranslation } from 'react-i18next';
import { Flex, Tag, Timeline, Typography, type TimelineItemProps } from '@colophon/shared/antd';
import {
  formatRelativeTime,
  isolate,
  statusVariant,
  userBlockProps,
  useMessageText,
} from '@colophon/shared';
import { type StatusHistoryEntry } from '@colophon/shared/contracts';
import { formatDateTime } from '../lib/format-date-time';

const DOT_COLORS = {
  secondary: 'gray',
  info: 'blue',
  warning: 'orange',
  success: 'green',
  danger: 'red',
} as const;

/** The prefix of the codes of the events the server records in the history. */
const SYSTEM_NOTE = 'history.';

/** A note for the editors stands apart from what the authors read: a rule at its start. */
const NOTE_STYLE = {
  marginBlock: 4,
  paddingInlineStart: 8,
  borderInlineStart: '3px solid rgba(212, 177, 6, 0.6)',
} as const;

/**
 * Oldest first: the manuscript's way from creation to now, with who decided,
 * the letter to the author and the note for the editors (each as the API lets
 * the reader see them).
 */
export function DecisionTimeline({ history }: { history: readonly StatusHistoryEntry[] }) {
  const { t } = useTranslation('manuscripts');
  // Notes the server wrote are codes ('history.manuscriptCreated'), shown in the reader's
  // language; notes a person typed are plain text and come back as they are.
  const noteText = useMessageText();
  const entries = [...history].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  );

  const items: TimelineItemProps[] = entries.map((entry) => {
    // What the server wrote itself ('Manuscript created', 'Revision v2 uploaded') is an event,
    // not somebody's note for the editors.
    const event = entry.internal_note?.startsWith(SYSTEM_NOTE) ? entry.internal_note : null;
    const note = event ? null : entry.internal_note;
    return {
      key: entry.id,
      color: DOT_COLORS[statusVariant(entry.to_status)],
      content: (
        <div data-testid="timeline-entry" data-status={entry.to_status}>
          <Typography.Text strong>
            {entry.from_status === null
              ? t('timeline.created')
              : entry.revision_kind
                ? t(`decisionLetters.kindRequested.${entry.revision_kind}`)
                : t('timeline.moved', { status: t(`statuses.${entry.to_status}`) })}
          </Typography.Text>{' '}
          {entry.from_status !== null && (
            <Typography.Text type="secondary">
              {t('timeline.from', { status: t(`statuses.${entry.from_status}`) })}
            </Typography.Text>
          )}
          <div>
            <Typography.Text type="secondary">
              {t('timeline.by', {
                name: entry.user ? isolate(entry.user.name) : t('timeline.someone'),
              })}{' '}
              ·{' '}
              <time dateTime={entry.created_at} title={formatDateTime(entry.created_at)}>
                {formatRelativeTime(entry.created_at)}
              </time>
            </Typography.Text>
          </div>
          {entry.letter && (
            <div data-testid="timeline-letter">
              <Typography.Text type="secondary">{t('letters.letter')}</Typography.Text>
              <Typography.Paragraph {...userBlockProps({ marginBlock: 0 })}>
                {noteText(entry.letter)}
              </Typography.Paragraph>
            </div>
          )}
          {event && (
            <Typography.Paragraph {...userBlockProps({ marginBlock: 4 })}>
              {noteText(event)}
            </Typography.Paragraph>
          )}
          {note && (
            <div data-testid="timeline-note" style={NOTE_STYLE}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text type="secondary">{t('letters.note')}</Typography.Text>
                <Tag color="gold">{t('letters.editorsOnly')}</Tag>
              </Flex>
              <Typography.Paragraph {...userBlockProps({ marginBlock: 0 })}>
                {noteText(note)}
              </Typography.Paragraph>
            </div>
          )}
          {/* What the server wrote itself ('Revision v2 uploaded'), or a note stored before letters
            and notes were two: shown as it is, unless it is one of the two above. */}
          {entry.notes && entry.notes !== entry.letter && entry.notes !== entry.internal_note && (
            <Typography.Paragraph {...userBlockProps({ marginBlock: 4 })}>
              {noteText(entry.notes)}
            </Typography.Paragraph>
          )}
        </div>
      ),
    };
  });

  return (
    <section aria-labelledby="timeline-heading">
      <Typography.Title level={3} id="timeline-heading" style={{ fontSize: 16 }}>
        {t('timeline.title')}
      </Typography.Title>
      {items.length ? (
        <Timeline items={items} />
      ) : (
        <Typography.Text type="secondary">{t('timeline.empty')}</Typography.Text>
      )}
    </section>
  );
}
