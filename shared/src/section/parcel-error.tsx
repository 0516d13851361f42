import { useEffect } from 'react';
import { reportSectionSignal } from '../health/section-signals';
import { AppProviders } from '../providers/app-providers';
import { SectionError } from '../ui/section-error';

function reloadPage() {
  window.location.reload();
}

interface ParcelErrorProps {
  section: string;
  error: Error;
}

/**
 * What a section parcel shows when an error escaped SectionRoot's own
 * boundary (its providers): nothing inside the parcel can be rendered again,
 * so Retry reloads the page. Counted once in the section's health.
 */
export function ParcelError({ section, error }: ParcelErrorProps) {
  useEffect(() => {
    reportSectionSignal({ section, kind: 'render_error' });
  }, [section, error]);
  return (
    <AppProviders>
      <SectionError error={error} onRetry={reloadPage} />
    </AppProviders>
  );
}
