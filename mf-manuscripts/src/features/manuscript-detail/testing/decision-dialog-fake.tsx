// The decision dialog's tests' fake API: a manuscript the editor-in-chief decides on,
// the letter drafts the API would write, and what the dialog posted.
import { fireEvent, screen } from '@testing-library/react';
import {
  type LetterDraft,
  type LetterDraftInput,
  type Manuscript,
} from '@colophon/shared/contracts';
import { fakeApi, type FakeRoute } from '../../../testing/fake-api';
import { manuscriptDetailFixture } from '../../../testing/manuscript-detail-fixture';
import { reviewRound } from './round-fixtures';

export const chiefView = (overrides: Partial<Manuscript> = {}) =>
  manuscriptDetailFixture({
    allowed_transitions: ['revision_requested', 'accepted', 'rejected'],
    allowed_decisions: ['request_revisions', 'accept', 'reject'],
    ...overrides,
  });

export function serve(
  manuscript: Manuscript,
  more: Record<string, FakeRoute> = {},
  round = reviewRound(),
) {
  const posted: { url: string; body: unknown }[] = [];
  const drafts: LetterDraftInput[] = [];
  const api = fakeApi({
    'POST manuscripts/12/letter-draft': ({ body }) => {
      const input = body as LetterDraftInput;
      drafts.push(input);
      return { status: 200, data: draftOf(input) };
    },
    'GET manuscripts/12': () => ({ status: 200, data: { data: manuscript } }),
    'GET manuscripts/12/decisions': () => ({
      status: 200,
      data: {
        data: [],
        meta: { allowed_decisions: [], may_recommend: false, accept_needs_reason: true },
      },
    }),
    'GET manuscripts/12/review-rounds': () => ({
      status: 200,
      data: { data: [round], meta: { can_invite: true } },
    }),
    'POST manuscripts/12/decisions': ({ body }) => {
      posted.push({ url: 'manuscripts/12/decisions', body });
      return { status: 200, data: { message: 'ok', data: manuscript } };
    },
    ...more,
  });
  return { api, posted, drafts };
}

/** What the API's letter draft would say: enough to tell one draft from another. */
export function draftOf(input: LetterDraftInput): LetterDraft {
  const locale = input.locale ?? 'en';
  const sent = (input.reviews ?? []).filter((r) => r.release).map((r) => r.id);
  const revision = input.decision.endsWith('_revisions');
  return {
    subject: `Subject of ${input.decision}`,
    body: `Letter: ${input.decision} in ${locale}; reviews ${sent.join(',') || 'none'}`,
    locale,
    revision_due_at: revision ? `${input.revision_due_at ?? '2099-01-12'}T23:59:59.999Z` : null,
  };
}

export const step = async (name: string) =>
  fireEvent.click(await screen.findByText(name, { selector: '.ant-card button *' }));
export const confirm = (name: string) =>
  fireEvent.click(screen.getByText(name, { selector: '.ant-modal-footer button *' }));
