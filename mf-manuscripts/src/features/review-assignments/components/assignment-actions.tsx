import { useTranslation } from 'react-i18next';
import { Button, CheckOutlined, CloseOutlined, EditOutlined, Flex } from '@colophon/shared/antd';
import { ButtonLink } from '@colophon/shared';
import { type ReviewAssignment } from '@colophon/shared/contracts';

interface AssignmentActionsProps {
  assignment: ReviewAssignment;
  /** The reader is the invited reviewer (editors see others' assignments without actions). */
  mine: boolean;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** Accept / Decline on an open invitation, "Write review" once accepted: only to the reviewer. */
export function AssignmentActions({
  assignment,
  mine,
  busy,
  onAccept,
  onDecline,
}: AssignmentActionsProps) {
  const { t } = useTranslation('manuscripts');
  if (!mine) return null;
  if (assignment.status === 'invited') {
    return (
      <Flex gap="small" wrap>
        <Button
          type="primary"
          size="small"
          icon={<CheckOutlined />}
          loading={busy}
          onClick={onAccept}
        >
          {t('assignments.accept')}
        </Button>
        <Button size="small" danger icon={<CloseOutlined />} disabled={busy} onClick={onDecline}>
          {t('assignments.decline')}
        </Button>
      </Flex>
    );
  }
  if (assignment.status === 'accepted') {
    return (
      <ButtonLink
        to={`/manuscripts/${assignment.manuscript.id}?tab=reviews&write=1`}
        type="primary"
        size="small"
        icon={<EditOutlined />}
      >
        {t('assignments.writeReview')}
      </ButtonLink>
    );
  }
  return null;
}
