// Sections stay mounted after a visit: a section revisited in-app was mounted
// again, 76–95 ms before its content showed; kept, 25–35 ms (ADR 0012). The route of a
// section renders a slot (federation/section-slot.tsx) that names the section
// shown; this layout part keeps every section visited since sign-in, shows
// that one and hides the others (OUT_OF_SIGHT, and the section pauses its
// queries: SectionProps.active). It imports no federation code: the slot,
// loaded with the section's route, hands over the component that mounts a
// section.
import {
  type ComponentType,
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { hasDirtyForms } from '@colophon/shared';
import { type SectionName } from '@colophon/shared/contracts';

/**
 * A kept section out of sight: `content-visibility: hidden` skips its contents,
 * so they are not drawn, take no height, and are out of the tab order, the
 * accessibility tree and find-in-page. Unlike `display: none` the browser keeps
 * their style and layout, so showing the section again restyles nothing
 * (ADR 0012, ninth step). Not `inert` as well: toggling it restyles the whole
 * subtree (about 10 ms for a list), which is what this avoids.
 */
const OUT_OF_SIGHT: CSSProperties = { contentVisibility: 'hidden' };

export type SectionMounter = ComponentType<{ section: SectionName; active: boolean }>;

type Show = (section: SectionName, Mounter: SectionMounter) => () => void;

const KeptSectionsContext = createContext<Show | null>(null);

type Kept = { section: SectionName; Mounter: SectionMounter };

/**
 * Wraps the panel's outlet and renders the kept sections after it. A section
 * left with a changed form (the user chose to discard the changes, or saved
 * and left) is not kept: the form comes back as new.
 */
export function KeptSections({ children }: { children: ReactNode }) {
  const [kept, setKept] = useState<Kept[]>([]);
  const [shown, setShown] = useState<SectionName | null>(null);

  const show = useCallback<Show>((section, Mounter) => {
    setShown(section);
    setKept((list) =>
      list.some((k) => k.section === section) ? list : [...list, { section, Mounter }],
    );
    return () => {
      // Runs while the section is still mounted, its forms still registered. Changes the
      // user chose to leave (or saved, then left) must not come back at a revisit.
      const discarded = hasDirtyForms();
      setShown((current) => (current === section ? null : current));
      if (discarded) setKept((list) => list.filter((k) => k.section !== section));
    };
  }, []);

  // The shown section first: where two sections use the same element id (a filter's
  // field), a label or a lookup by id finds the one on screen. React moves the kept
  // ones' DOM; it does not mount them again.
  const sections = useMemo(
    () =>
      [...kept]
        .sort((a, b) => Number(b.section === shown) - Number(a.section === shown))
        .map(({ section, Mounter }) => (
          <div
            key={section}
            style={section === shown ? undefined : OUT_OF_SIGHT}
            data-kept-section={section}
          >
            <Mounter section={section} active={section === shown} />
          </div>
        )),
    [kept, shown],
  );

  return (
    <KeptSectionsContext.Provider value={show}>
      {children}
      {sections}
    </KeptSectionsContext.Provider>
  );
}

/** Shows `section` (mounted by `Mounter`, once) while the calling component is mounted. */
export function useShowSection(section: SectionName, Mounter: SectionMounter): void {
  const show = useContext(KeptSectionsContext);
  if (!show) throw new Error('useShowSection needs <KeptSections> above it');
  useLayoutEffect(() => show(section, Mounter), [show, section, Mounter]);
}
