import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Grid, Input, type InputRef, Modal, Result } from '@colophon/shared/antd';
import { formatManuscriptId, FieldFrame } from '@colophon/shared';
import { useReviewerCandidates } from '../api/get-reviewer-candidates';
import { defaultDueDate } from '../lib/due-date';
import { candidateGroups } from './candidate-groups';
import { ConflictOverrideField } from './conflict-override-field';
import { InviteAlternates } from './invite-alternates';
import { NoSuggestionsNotice } from './no-suggestions-notice';
import { PreviousRoundOffer } from './previous-round-offer';
import { ReviewerCandidateList } from './reviewer-candidate-list';
import { useInviteChoice } from './use-invite-choice';
import { type InviteErrors, useSendInvitations } from './use-send-invitations';

/** The dialog's fields in order, with the id of the control that gets the focus. */
const FIELD_IDS: [keyof InviteErrors, string][] = [
  ['reviewers', 'invite-search'],
  ['conflict_override_reason', 'invite-conflict-override'],
  ['alternates', 'invite-alternates'],
  ['due_date', 'invite-due-date'],
];

interface InviteReviewersDialogProps {
  manuscriptId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * Invites reviewers to the open round: the previous round's reviewers offered
 * first, then the suggested ones with their reasons, conflicts, load and track
 * record, then the search's; alternates in order; one due date. Full screen on
 * a phone.
 */
export function InviteReviewersDialog({ manuscriptId, open, onClose }: InviteReviewersDialogProps) {
  const { t } = useTranslation('manuscripts');
  const narrow = Grid.useBreakpoint().md === false;
  const searchRef = useRef<InputRef>(null);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [dueDate, setDueDate] = useState(defaultDueDate);
  const [overrideReason, setOverrideReason] = useState('');
  const [overrideDemanded, setOverrideDemanded] = useState<ReadonlySet<number>>(new Set());
  const [errors, setErrors] = useState<InviteErrors>({});
  const choice = useInviteChoice();
  const candidates = useReviewerCandidates(manuscriptId, search, open);
  const { send, pending } = useSendInvitations();
  const data = candidates.data;

  const groups = useMemo(() => candidateGroups(data, search, t), [data, search, t]);
  const suggestedIds = useMemo(() => new Set(data?.suggested.map((c) => c.id)), [data]);
  const previousRound = data?.previous_round ?? [];
  const noSuggestions = !!data && !search && data.suggested.length === 0;
  const conflicted = [...choice.chosen, ...choice.alternates].filter(
    (c) => c.conflicts.length > 0 || overrideDemanded.has(c.id),
  );
  const alternateOptions = groups
    .flatMap((group) => group.candidates)
    .filter((c) => !choice.isChosen(c.id) && !choice.alternates.some((a) => a.id === c.id));

  // The first field to fix may be out of sight below the list (or just appeared,
  // when the API asked for an override reason): take the editor there.
  useEffect(() => {
    const first = FIELD_IDS.find(([field]) => errors[field]);
    if (first) document.getElementById(first[1])?.focus();
  }, [errors]);

  const close = () => {
    setSearchText('');
    setSearch('');
    choice.reset();
    setDueDate(defaultDueDate());
    setOverrideReason('');
    setOverrideDemanded(new Set());
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const result = await send({ manuscriptId, choice, dueDate, overrideReason, overrideDemanded });
    setErrors(result.errors);
    if (result.demanded.length > 0) {
      setOverrideDemanded((previous) => new Set([...previous, ...result.demanded]));
    }
    if (result.done) close();
  };

  return (
    <Modal
      open={open}
      title={t('invite.title', { id: formatManuscriptId(manuscriptId) })}
      okText={t('invite.send')}
      onOk={() => void submit()}
      okButtonProps={{ loading: pending }}
      cancelButtonProps={{ disabled: pending }}
      closable={!pending}
      keyboard={!pending}
      mask={{ closable: !pending }}
      onCancel={() => {
        if (!pending) close();
      }}
      destroyOnHidden
      centered={!narrow}
      width={narrow ? '100%' : 760}
      style={narrow ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      styles={{
        container: narrow ? { minHeight: '100dvh', borderRadius: 0, padding: 16 } : undefined,
        // On a phone the buttons stay in reach at the bottom while the list scrolls.
        footer: narrow
          ? {
              position: 'sticky',
              bottom: 0,
              background: 'inherit',
              paddingBlock: 8,
              marginBlockStart: 0,
            }
          : undefined,
        body: narrow
          ? undefined
          : { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', paddingInlineEnd: 4 },
      }}
    >
      <Form layout="vertical" component={false}>
        <Input.Search
          ref={searchRef}
          id="invite-search"
          aria-label={t('invite.search')}
          placeholder={t('invite.searchPlaceholder')}
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => setSearch(value.trim())}
          style={{ marginBlockEnd: 8 }}
        />
        {!search && (
          <PreviousRoundOffer
            reviewers={previousRound}
            allChosen={previousRound.every((c) => choice.isChosen(c.id))}
            onChooseAll={() => choice.chooseAll(previousRound)}
          />
        )}
        {noSuggestions && <NoSuggestionsNotice onSearch={() => searchRef.current?.focus()} />}
        {candidates.isError ? (
          <Result
            status="warning"
            title={t('invite.loadFailed')}
            extra={<Button onClick={() => void candidates.refetch()}>{t('invite.retry')}</Button>}
          />
        ) : (
          <FieldFrame id="invite-reviewers" label={t('invite.reviewers')} error={errors.reviewers}>
            <ReviewerCandidateList
              groups={groups}
              suggestedIds={suggestedIds}
              isChosen={choice.isChosen}
              onToggle={choice.toggle}
              maxOpenReviews={data?.max_open_reviews ?? null}
              loading={candidates.isPending && open}
            />
          </FieldFrame>
        )}
        {(conflicted.length > 0 || errors.conflict_override_reason) && (
          <ConflictOverrideField
            conflicted={conflicted}
            value={overrideReason}
            onChange={setOverrideReason}
            error={errors.conflict_override_reason}
          />
        )}
        {choice.chosen.length > 0 && (
          <InviteAlternates choice={choice} options={alternateOptions} error={errors.alternates} />
        )}
        <FieldFrame
          id="invite-due-date"
          label={t('invite.dueDate')}
          error={errors.due_date}
          extra={t('invite.dueDateHelp')}
        >
          {(a11y) => (
            <Input
              {...a11y}
              type="date"
              value={dueDate}
              onChange={(event) => setDueDate(event.target.value)}
              style={{ maxInlineSize: 200 }}
            />
          )}
        </FieldFrame>
      </Form>
    </Modal>
  );
}
