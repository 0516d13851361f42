import { type ReactNode, Suspense } from 'react';
import { IsRestoringProvider } from '@tanstack/react-query';
import { Router } from '../router';
import { AppProviders } from '../providers/app-providers';
import { LoadingState } from '../ui/loading-state';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionFooter } from './section-footer';
import { isPreviewBuild, PreviewRibbon } from './preview-ribbon';
import { type SectionBuildInfo, type SectionProps } from './section-props';
import { useShownSection } from './use-shown-section';

export interface SectionRootProps extends SectionProps {
  children: ReactNode;
  build?: SectionBuildInfo;
}

/**
 * The root of a section parcel. A parcel is its own React root, so the
 * host's contexts do not reach it: the providers are given again, and a
 * react-router <Router> follows the host's location and navigates with the
 * host's navigator (a link inside a section moves the host's URL).
 *
 * While the host keeps it out of sight (`active` false), its queries pause.
 * react-query's restoring switch is the one that applies to a whole subtree:
 * every query observer in it unsubscribes, so its query is inactive (an
 * invalidation or a refocus does not refetch it) and a change of its data
 * renders nothing; shown again, the observers subscribe and a stale query
 * refetches behind the rows kept on screen. The rest stays as it was, DOM and
 * effects: not an <Activity>, which would hide the DOM with `display: none`
 * and discard its style, so that showing the section again restyled the
 * whole page and ran every effect again (ADR 0012, ninth step).
 *
 * While shown, the section names itself on its API calls and to the host's
 * health collector (use-shown-section.ts).
 */
export function SectionRoot({
  location,
  navigator,
  section,
  build,
  active,
  children,
}: SectionRootProps) {
  useShownSection(section, active);
  return (
    <AppProviders>
      <IsRestoringProvider value={active === false}>
        <Router location={location} navigator={navigator}>
          {build && isPreviewBuild(build) && <PreviewRibbon build={build} />}
          <SectionErrorBoundary section={section} resetKey={location.pathname}>
            {/* Sections may lazy-load their screens. */}
            <Suspense fallback={<LoadingState />}>{children}</Suspense>
          </SectionErrorBoundary>
          {build && <SectionFooter build={build} />}
        </Router>
      </IsRestoringProvider>
    </AppProviders>
  );
}
