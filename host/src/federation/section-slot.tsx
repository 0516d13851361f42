import { type SectionName } from '@colophon/shared/contracts';
import { useShowSection } from '../first-load/kept-sections';
import { SectionOutlet } from './section-outlet';

/**
 * The route element of a section: shows it in the panel's kept sections
 * (first-load/kept-sections.tsx), which mount it once and keep it.
 */
export function SectionSlot({ section }: { section: SectionName }) {
  useShowSection(section, SectionOutlet);
  return null;
}
