import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useUnsavedChanges } from '@colophon/shared';
import { type SectionName } from '@colophon/shared/contracts';
import { KeptSections, type SectionMounter, useShowSection } from './kept-sections';

// The panel keeps every section it showed mounted, shows one, hides the rest,
// and drops one left with unsaved changes.
const mounts: string[] = [];
const unmounts: string[] = [];

/** A stand-in for SectionOutlet: counts mounts, prints whether it is shown, may hold a dirty form. */
const FakeSection: SectionMounter = ({ section, active }) => {
  useEffect(() => {
    mounts.push(section);
    return () => void unmounts.push(section);
  }, [section]);
  return (
    <p>
      {section} {active ? 'shown' : 'kept'}
      {dirty.has(section) && <DirtyForm />}
    </p>
  );
};
const dirty = new Set<string>();
let releaseForm = false;
function DirtyForm() {
  const guard = useUnsavedChanges(true);
  useEffect(() => {
    if (releaseForm) guard.release();
  }, [guard]);
  return null;
}

function Slot({ section }: { section: SectionName }) {
  useShowSection(section, FakeSection);
  return null;
}

/** The panel's outlet: a section's slot, or a host page (null). */
function Panel({ initial }: { initial: SectionName | null }) {
  const [page, setPage] = useState<SectionName | null>(initial);
  go = setPage;
  return (
    <KeptSections>{page ? <Slot key={page} section={page} /> : <p>dashboard</p>}</KeptSections>
  );
}
let go: (page: SectionName | null) => void = () => {};
const visit = (page: SectionName | null) => act(() => go(page));
const wrapperOf = (section: string) =>
  document.querySelector<HTMLElement>(`[data-kept-section="${section}"]`);
/** Not drawn, out of the tab order and the accessibility tree (jsdom does not apply it: the markup). */
const outOfSight = (section: string) => wrapperOf(section)!.style.contentVisibility === 'hidden';

beforeEach(() => {
  mounts.length = 0;
  unmounts.length = 0;
  dirty.clear();
  releaseForm = false;
});

it('mounts a section once and shows it again at a revisit', () => {
  render(<Panel initial="journals" />);
  expect(screen.getByText('journals shown')).toBeVisible();
  visit('users');
  expect(screen.getByText('users shown')).toBeVisible();
  expect(screen.getByText('journals kept')).toBeInTheDocument();
  expect(outOfSight('journals')).toBe(true);
  expect(outOfSight('users')).toBe(false);
  visit('journals');
  expect(screen.getByText('journals shown')).toBeVisible();
  expect(outOfSight('users')).toBe(true);
  expect(outOfSight('journals')).toBe(false);
  expect(mounts).toEqual(['journals', 'users']);
  expect(unmounts).toEqual([]);
});

it('puts the shown section first, so an id two sections use finds the one on screen', () => {
  render(<Panel initial="journals" />);
  visit('users');
  const order = () =>
    [...document.querySelectorAll('[data-kept-section]')].map((e) =>
      e.getAttribute('data-kept-section'),
    );
  expect(order()).toEqual(['users', 'journals']);
  visit('journals');
  expect(order()).toEqual(['journals', 'users']);
  expect(mounts).toEqual(['journals', 'users']);
});

it('hides every section on a host page, and shows none the user has not opened', () => {
  render(<Panel initial="categories" />);
  visit(null);
  expect(screen.getByText('dashboard')).toBeVisible();
  expect(outOfSight('categories')).toBe(true);
  expect(wrapperOf('manuscripts')).toBeNull();
});

it('does not keep a section left with unsaved changes: its form comes back empty', () => {
  dirty.add('journals');
  render(<Panel initial="journals" />);
  visit('users');
  expect(wrapperOf('journals')).toBeNull();
  expect(unmounts).toEqual(['journals']);
  dirty.clear();
  visit('journals');
  expect(mounts).toEqual(['journals', 'users', 'journals']);
});

it('does not keep a section whose changed form was saved or left through its own button', () => {
  dirty.add('users');
  releaseForm = true;
  render(<Panel initial="users" />);
  visit('categories');
  expect(wrapperOf('users')).toBeNull();
});

it('unmounts every kept section with the panel (sign-out)', () => {
  const { unmount } = render(<Panel initial="journals" />);
  visit('users');
  unmount();
  expect(unmounts.sort()).toEqual(['journals', 'users']);
});
