import { type ReactNode, Suspense } from 'react';
import { Router } from '../router';
import { AppProviders } from '../providers/app-providers';
import { LoadingState } from '../ui/loading-state';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionFooter } from './section-footer';
import { isPreviewBuild, PreviewRibbon } from './preview-ribbon';
import { type SectionBuildInfo, type SectionProps } from './section-props';

export interface SectionRootProps extends SectionProps {
  children: ReactNode;
  build?: SectionBuildInfo;
}

/**
 * The root of a section parcel. A parcel is its own React root, so the
 * host's contexts do not reach it: the providers are given again, and a
 * react-router <Router> follows the host's location and navigates with the
 * host's navigator (a link inside a section moves the host's URL).
 */
export function SectionRoot({ location, navigator, section, build, children }: SectionRootProps) {
  return (
    <AppProviders>
      <Router location={location} navigator={navigator}>
        {build && isPreviewBuild(build) && <PreviewRibbon build={build} />}
        <SectionErrorBoundary section={section} resetKey={location.pathname}>
          {/* Sections may lazy-load their screens. */}
          <Suspense fallback={<LoadingState />}>{children}</Suspense>
        </SectionErrorBoundary>
        {build && <SectionFooter build={build} />}
      </Router>
    </AppProviders>
  );
}
