import { type ReactNode } from 'react';
import { Card, Flex, Typography, type TableColumnsType } from '@colophon/shared/antd';
import { type ReviewInvitation } from '@colophon/shared/contracts';

interface InvitationCardsProps {
  /** The round table's columns: each becomes a term and its value on the card. */
  columns: TableColumnsType<ReviewInvitation>;
  invitations: ReviewInvitation[];
  emptyText: ReactNode;
}

/** What a card reads of a column: its key, its title and how it renders a row. */
interface CardColumn {
  key?: string | number;
  title?: ReactNode;
  render?: (value: unknown, row: ReviewInvitation, index: number) => ReactNode;
}

/**
 * A round's invitations on a phone: one small card per reviewer, the table's
 * columns as terms and values one under the other, so the round fits the
 * screen's width and every action (cancel an invitation) is in reach without
 * a sideways swipe. An empty value ('—', nothing) is left out.
 */
export function InvitationCards({ columns, invitations, emptyText }: InvitationCardsProps) {
  if (invitations.length === 0)
    return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  return (
    <Flex vertical gap="small" role="list">
      {invitations.map((invitation, index) => (
        <Card key={invitation.id} size="small" role="listitem">
          <dl style={{ margin: 0, display: 'grid', gap: 6 }}>
            {(columns as unknown as CardColumn[]).map((column) => {
              const value = column.render?.(undefined, invitation, index);
              if (value === null || value === undefined || value === false || value === '—')
                return null;
              return (
                <div
                  key={String(column.key)}
                  style={{ display: 'grid', gridTemplateColumns: 'minmax(7em, auto) 1fr', gap: 8 }}
                >
                  <dt style={{ color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.45))' }}>
                    {column.title}
                  </dt>
                  <dd style={{ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' }}>{value}</dd>
                </div>
              );
            })}
          </dl>
        </Card>
      ))}
    </Flex>
  );
}
