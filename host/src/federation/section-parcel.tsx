import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type Location, UNSAFE_NavigationContext, useLocation } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { LoadingState, type SectionProps } from '@colophon/shared';
import { INERT_SECTION, loadSectionLifecycles } from './load-section';
import { type ResolvedBuild } from './resolve-build';
import { sectionOfPath } from './section-registry';

const samePlace = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

/** How long a mounting section may take before its loading state shows. */
const FALLBACK_DELAY_MS = 200;

interface SectionParcelProps {
  build: ResolvedBuild;
  basePath: string;
  /** A retry: drop what the runtime cached of the failed attempt. */
  fresh: boolean;
  /** false while kept out of sight: the section pauses and keeps the last location it showed. */
  active?: boolean;
  /** The build could not be loaded or mounted; the outlet falls back or shows the error. */
  onFailure: (failure: Error) => void;
}

/**
 * Mounts one section build as a single-spa parcel (its own React root) and
 * feeds it the host's location and navigator, so the section follows the
 * host router. Load and mount failures go to `onFailure`.
 */
export function SectionParcel({
  build,
  basePath,
  fresh,
  active = true,
  onFailure,
}: SectionParcelProps) {
  const { t } = useTranslation('host');
  // Out of sight, the section keeps the page it showed. Only a path of its own reaches it:
  // in the render that leaves for another section it is still marked active (the panel
  // learns the new section from that section's slot, an effect later).
  // The same place keeps its location object (a sidebar link back to the page it shows has
  // a new key only): the section's router then changes nothing, and nothing renders again.
  const current = useLocation();
  const [shown, setShown] = useState(current);
  const own = active && sectionOfPath(current.pathname) === build.section;
  if (own && !samePlace(shown, current)) setShown(current);
  const location = shown;
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [mounted, setMounted] = useState(false);

  const handleError = useCallback(
    (failure: unknown) => {
      console.error(`Section "${build.section}" (${build.entry}) failed to load or mount`, failure);
      onFailure(failure instanceof Error ? failure : new Error(String(failure)));
    },
    [build, onFailure],
  );
  // The parcel reads its config once, at mount. A load failure (dead
  // manifest, chunk error) is reported here and the parcel mounts nothing;
  // mount errors reach handleError through the parcel.
  const config = useCallback(async () => {
    try {
      return await loadSectionLifecycles(build, { fresh });
    } catch (failure) {
      handleError(failure);
      return INERT_SECTION;
    }
  }, [build, fresh, handleError]);
  const handleMounted = useCallback(() => setMounted(true), []);
  // Code that is already loaded mounts within a few frames: a spinner shown
  // for those frames would only flash. It appears if mounting takes longer.
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // The parcel's element is made again only when what it hands the section changes: its
  // <Parcel> updates the section on every render, and the panel renders on every navigation
  // (each kept section would render its shell for another section's page).
  const section = build.section;
  const parcel = useMemo(() => {
    const sectionProps: SectionProps = { basePath, location, navigator, section, active };
    return (
      <Parcel
        config={config}
        mountParcel={mountRootParcel}
        handleError={handleError}
        parcelDidMount={handleMounted}
        wrapClassName={`colophon-section colophon-section-${section}`}
        {...sectionProps}
      />
    );
  }, [config, handleError, handleMounted, basePath, location, navigator, section, active]);
  return (
    <>
      {!mounted && slow && <LoadingState label={t('sections.loading')} />}
      {parcel}
    </>
  );
}
