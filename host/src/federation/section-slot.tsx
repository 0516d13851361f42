import { type SectionName } from '@colophon/shared/contracts';
import { useShowSection } from '../layouts/admin/kept-sections';
import { SectionOutlet } from './section-outlet';

/**
 * The route element of a section: shows it in the panel's kept sections
 * (layouts/admin/kept-sections.tsx), which mount it once and keep it.
 */
export function SectionSlot({ section }: { section: SectionName }) {
  useShowSection(section, SectionOutlet);
  return null;
}
