// A journal's Status and its Active switch, validated together so they never contradict each other.
import { JOURNAL_MESSAGES } from './journal-fields';

// Status is the journal's standing (active, inactive, under review, suspended);
// is_active says whether it takes new submissions. They used to
// contradict each other (Status "Under Review" next to Active). The rule: a
// journal can be active only while its status is active.

/** True when the pair contradicts itself: active (open to submissions) with a status other than active. */
export function activeContradictsStatus(status: string | undefined, isActive: boolean | undefined) {
  return isActive === true && status !== undefined && status !== 'active';
}

/** The rule above as a zod refinement, reported at is_active; runs even when other fields fail. */
export const activeMatchesStatus = (v: { status?: string; is_active?: boolean }) =>
  !activeContradictsStatus(v.status, v.is_active);
export const activeMatchesStatusIssue = {
  path: ['is_active'],
  message: JOURNAL_MESSAGES.activeNeedsActiveStatus,
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};
