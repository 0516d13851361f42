import { useTranslation } from 'react-i18next';
import { Alert } from '@colophon/shared/antd';
import { isolate } from '@colophon/shared';
import { type CandidateConflict } from '@colophon/shared/contracts';

/** One conflict in words: its kind, with the detail (the institution, the author, the reason) when known. */
export function useConflictText() {
  const { t } = useTranslation('manuscripts');
  return (conflict: CandidateConflict) =>
    conflict.detail
      ? t(`invite.conflict.${conflict.kind}`, { detail: isolate(conflict.detail) })
      : t(`invite.conflict.${conflict.kind}_plain`);
}

interface CandidateConflictsProps {
  /** Referenced by the candidate's checkbox (aria-describedby): read out with it. */
  id: string;
  conflicts: CandidateConflict[];
}

/** The conflicts of interest found between a candidate and the manuscript, each with its reason. */
export function CandidateConflicts({ id, conflicts }: CandidateConflictsProps) {
  const { t } = useTranslation('manuscripts');
  const conflictText = useConflictText();
  if (conflicts.length === 0) return null;
  return (
    <div id={id} data-testid="candidate-conflicts">
      <Alert
        type="warning"
        showIcon
        style={{ paddingBlock: 4, paddingInline: 8 }}
        title={t('invite.conflict.heading')}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {conflicts.map((conflict) => (
              <li key={`${conflict.kind}-${conflict.detail ?? ''}`}>{conflictText(conflict)}</li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
