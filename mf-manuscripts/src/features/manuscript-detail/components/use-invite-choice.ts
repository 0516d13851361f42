import { useCallback, useState } from 'react';
import { type ReviewerCandidate } from '@colophon/shared/contracts';

/** The alternates an invitation may carry (the contract's maximum). */
export const MAX_ALTERNATES = 5;

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * What the editor has chosen in the invite dialog: the reviewers (kept as whole
 * candidates, so a later search that no longer lists them loses nothing) and the
 * alternates in order. A reviewer is never also an alternate.
 */
export function useInviteChoice() {
  const [chosen, setChosen] = useState<ReviewerCandidate[]>([]);
  const [alternates, setAlternates] = useState<ReviewerCandidate[]>([]);

  const isChosen = useCallback((id: number) => chosen.some((c) => c.id === id), [chosen]);

  const toggle = useCallback((candidate: ReviewerCandidate) => {
    setChosen((previous) =>
      previous.some((c) => c.id === candidate.id)
        ? previous.filter((c) => c.id !== candidate.id)
        : [...previous, candidate],
    );
    setAlternates((previous) => previous.filter((c) => c.id !== candidate.id));
  }, []);

  /** Chooses all of `candidates` (the previous round's reviewers, in one click). */
  const chooseAll = useCallback((candidates: readonly ReviewerCandidate[]) => {
    setChosen((previous) => [
      ...previous,
      ...candidates.filter((c) => !previous.some((p) => p.id === c.id)),
    ]);
    const ids = new Set(candidates.map((c) => c.id));
    setAlternates((previous) => previous.filter((c) => !ids.has(c.id)));
  }, []);

  const unchoose = useCallback((id: number) => {
    setChosen((previous) => previous.filter((c) => c.id !== id));
  }, []);

  const addAlternate = useCallback((candidate: ReviewerCandidate) => {
    setAlternates((previous) =>
      previous.length >= MAX_ALTERNATES || previous.some((c) => c.id === candidate.id)
        ? previous
        : [...previous, candidate],
    );
  }, []);

  const moveAlternate = useCallback((from: number, to: number) => {
    setAlternates((previous) =>
      to < 0 || to >= previous.length ? previous : moved(previous, from, to),
    );
  }, []);

  const removeAlternate = useCallback((id: number) => {
    setAlternates((previous) => previous.filter((c) => c.id !== id));
  }, []);

  const reset = useCallback(() => {
    setChosen([]);
    setAlternates([]);
  }, []);

  return {
    chosen,
    alternates,
    isChosen,
    toggle,
    chooseAll,
    unchoose,
    addAlternate,
    moveAlternate,
    removeAlternate,
    reset,
  };
}

export type InviteChoice = ReturnType<typeof useInviteChoice>;
