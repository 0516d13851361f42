import { MANUSCRIPT_WORKFLOW } from '@colophon/shared/contracts';
import { awaitsRevision, workflowActions } from './workflow-actions';

describe('workflow buttons', () => {
  it('shows exactly the allowed transitions, in the order of the flow', () => {
    expect(
      workflowActions(['withdrawn', 'rejected', 'accepted', 'revision_requested']).map(
        (a) => a.status,
      ),
    ).toEqual(['revision_requested', 'accepted', 'rejected', 'withdrawn']);
  });

  it('makes the first forward step primary and the endings red', () => {
    expect(workflowActions(['under_review', 'rejected', 'withdrawn'])).toEqual([
      { status: 'under_review', danger: false, primary: true },
      { status: 'rejected', danger: true, primary: false },
      { status: 'withdrawn', danger: true, primary: false },
    ]);
  });

  it('shows nothing when nothing is allowed, and ignores unknown statuses', () => {
    expect(workflowActions([])).toEqual([]);
    expect(workflowActions(['archived'])).toEqual([]);
  });

  it('has a button for every status call of the state machine', () => {
    const reachable = Object.values(MANUSCRIPT_WORKFLOW)
      .flat()
      .filter((t) => !t.viaRevision)
      .map((t) => t.to);
    for (const status of new Set(reachable)) {
      expect(workflowActions([status]).map((a) => a.status)).toEqual([status]);
    }
  });

  it('points to the upload while a revision is requested', () => {
    expect(awaitsRevision('revision_requested')).toBe(true);
    expect(awaitsRevision('under_review')).toBe(false);
  });
});
