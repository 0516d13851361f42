import { Activity, type ReactNode, Suspense } from 'react';
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
 * host's navigator (a link inside a section moves the host's URL). While the
 * host keeps it out of sight (`active` false), an <Activity> pauses its
 * effects (queries, listeners, form registrations) and keeps its state.
 */
export function SectionRoot({
  location,
  navigator,
  section,
  build,
  active,
  children,
}: SectionRootProps) {
  return (
    <AppProviders>
      <Activity mode={active === false ? 'hidden' : 'visible'}>
        <Router location={location} navigator={navigator}>
          {build && isPreviewBuild(build) && <PreviewRibbon build={build} />}
          <SectionErrorBoundary section={section} resetKey={location.pathname}>
            {/* Sections may lazy-load their screens. */}
            <Suspense fallback={<LoadingState />}>{children}</Suspense>
          </SectionErrorBoundary>
          {build && <SectionFooter build={build} />}
        </Router>
      </Activity>
    </AppProviders>
  );
}
