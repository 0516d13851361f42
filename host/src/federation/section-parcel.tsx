import { useCallback, useContext, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel } from 'single-spa';
import { LoadingState, SectionError, type SectionProps } from '@colophon/shared';
import { INERT_SECTION, loadSectionLifecycles } from './load-section';
import { type RemoteDefinition } from './remotes-config';

interface SectionParcelProps {
  remote: RemoteDefinition;
  basePath: string;
  onRetry: () => void;
}

/**
 * Mounts one remote section as a single-spa parcel (its own React root) and
 * feeds it the host's location and navigator, so the section follows the
 * host router. Load and mount failures surface here as a section error.
 */
export function SectionParcel({ remote, basePath, onRetry }: SectionParcelProps) {
  const { t } = useTranslation('host');
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [error, setError] = useState<Error | null>(null);
  const [mounted, setMounted] = useState(false);

  const handleError = useCallback(
    (failure: unknown) => {
      console.error(`Section "${remote.section}" failed to load or mount`, failure);
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    },
    [remote.section],
  );
  // The parcel reads its config once, at mount. A load failure (dead
  // manifest, chunk error) is reported here; mount errors reach handleError
  // through the parcel.
  const config = useCallback(async () => {
    try {
      return await loadSectionLifecycles(remote);
    } catch (failure) {
      handleError(failure);
      return INERT_SECTION;
    }
  }, [remote, handleError]);
  const handleMounted = useCallback(() => setMounted(true), []);

  if (error) return <SectionError error={error} onRetry={onRetry} />;

  const sectionProps: SectionProps = { basePath, location, navigator, section: remote.section };
  return (
    <>
      {!mounted && <LoadingState label={t('sections.loading')} />}
      <Parcel
        config={config}
        mountParcel={mountRootParcel}
        handleError={handleError}
        parcelDidMount={handleMounted}
        wrapClassName={`colophon-section colophon-section-${remote.section}`}
        {...sectionProps}
      />
    </>
  );
}
