import { useTranslation } from 'react-i18next';
import { Input } from '@colophon/shared/antd';
import { isolate, FieldFrame } from '@colophon/shared';
import { type ReviewerCandidate } from '@colophon/shared/contracts';

interface ConflictOverrideFieldProps {
  /** The chosen reviewers and alternates with a conflict of interest. */
  conflicted: ReviewerCandidate[];
  value: string;
  onChange: (value: string) => void;
  /** The client's "required" or the API's 422 at conflict_override_reason. */
  error?: string;
}

/**
 * Why the editor invites despite a conflict of interest: asked once the editor
 * chooses a conflicted reviewer (or alternate), sent with their invitation and
 * logged there.
 */
export function ConflictOverrideField({
  conflicted,
  value,
  onChange,
  error,
}: ConflictOverrideFieldProps) {
  const { t } = useTranslation('manuscripts');
  const names = conflicted.map((candidate) => isolate(candidate.name)).join(', ');
  return (
    <FieldFrame
      id="invite-conflict-override"
      label={t('invite.override.label')}
      required
      error={error}
      extra={names ? t('invite.override.help', { names }) : undefined}
    >
      {(a11y) => (
        <Input.TextArea
          {...a11y}
          value={value}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
