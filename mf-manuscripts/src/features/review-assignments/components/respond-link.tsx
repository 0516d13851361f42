import { useTranslation } from 'react-i18next';
import { Alert, Typography } from '@colophon/shared/antd';
import {
  ConfirmDialog,
  formatDate,
  formatManuscriptId,
  toApiError,
  useNotify,
  UserText,
  useSearchParamsWriter,
} from '@colophon/shared';
import { type ReviewAssignment } from '@colophon/shared/contracts';
import { failureText } from '../../../lib/failure-text';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useInvitation } from '../api/get-invitation';
import { parseRespondLink, RESPOND_PARAMS, type RespondLink } from '../lib/respond-link';
import { DeclineInvitationDialog } from './decline-invitation-dialog';

/**
 * The accept and decline links of an invitation e-mail
 * (`/reviews?invitation=12&respond=accept`): the signed-in reviewer confirms
 * the answer in a dialog (declining asks for the optional reason); an
 * invitation that is not theirs, or answered already, says so. Closing or
 * answering takes the link off the address, leaving the list.
 */
export function RespondLinkPanel() {
  const { t } = useTranslation('manuscripts');
  const [searchParams, write] = useSearchParamsWriter();
  const link = parseRespondLink(searchParams);
  const invitation = useInvitation(link && link !== 'invalid' ? link.invitationId : null);

  const clear = () =>
    write(
      (next) => {
        for (const key of RESPOND_PARAMS) next.delete(key);
      },
      { replace: true },
    );

  if (link === null) return null;
  const notice = (type: 'info' | 'warning', title: string) => (
    <Alert
      type={type}
      showIcon
      closable={{ 'aria-label': t('respond.dismiss') }}
      onClose={clear}
      title={title}
      data-testid="respond-link"
      style={{ marginBlockEnd: 16 }}
    />
  );
  if (link === 'invalid') return notice('warning', t('respond.invalid'));
  if (invitation.isPending) return notice('info', t('respond.loading'));
  if (invitation.isError) {
    return toApiError(invitation.error).status === 404
      ? notice('warning', t('respond.notYours'))
      : notice('warning', t('respond.loadFailed'));
  }
  const data = invitation.data;
  const id = formatManuscriptId(data.manuscript.id);
  if (data.status !== 'invited') return notice('info', t(`respond.already.${data.status}`, { id }));
  if (data.manuscript.status !== 'under_review') return notice('info', t('respond.closed', { id }));
  return <RespondDialog link={link} invitation={data} onDone={clear} />;
}

interface RespondDialogProps {
  link: RespondLink;
  invitation: ReviewAssignment;
  onDone: () => void;
}

/** The confirmation of the link's answer, with what is being answered. */
function RespondDialog({ link, invitation, onDone }: RespondDialogProps) {
  const { t } = useTranslation('manuscripts');
  const notify = useNotify();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();

  const run = async (answer: () => Promise<unknown>, done: string) => {
    try {
      await answer();
      notify.success(done);
      onDone();
    } catch (error) {
      notify.error(failureText(toApiError(error), t('assignments.respondFailed')));
    }
  };

  if (link.answer === 'decline') {
    return (
      <DeclineInvitationDialog
        manuscriptId={invitation.manuscript.id}
        busy={decline.isPending}
        onCancel={onDone}
        onConfirm={(reason) =>
          void run(
            () => decline.mutateAsync({ id: invitation.id, reason }),
            t('assignments.declined'),
          )
        }
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title={t('respond.acceptTitle', { id: formatManuscriptId(invitation.manuscript.id) })}
      confirmText={t('assignments.accept')}
      loading={accept.isPending}
      onCancel={onDone}
      onConfirm={() => void run(() => accept.mutateAsync(invitation.id), t('assignments.accepted'))}
    >
      <Typography.Paragraph style={{ marginBlockEnd: 0 }}>
        <UserText>{invitation.manuscript.title}</UserText>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('respond.acceptBody', { round: invitation.round, due: formatDate(invitation.due_at) })}
      </Typography.Paragraph>
    </ConfirmDialog>
  );
}
