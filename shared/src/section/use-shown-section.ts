import { useLayoutEffect } from 'react';
import { clearCallingSection, setCallingSection } from '../health/calling-section';
import { reportSectionSignal } from '../health/section-signals';

/**
 * While a section is shown (`active` not false) it is the calling section of
 * the API client and the health collector knows it is on screen; hidden or
 * unmounted, it is neither. A layout effect: it runs before the effects of
 * the section's screens, whose queries make the first calls.
 */
export function useShownSection(section: string, active: boolean | undefined): void {
  const shown = active !== false;
  useLayoutEffect(() => {
    if (!shown) return undefined;
    setCallingSection(section);
    reportSectionSignal({ section, kind: 'shown' });
    return () => {
      clearCallingSection(section);
      reportSectionSignal({ section, kind: 'hidden' });
    };
  }, [section, shown]);
}
