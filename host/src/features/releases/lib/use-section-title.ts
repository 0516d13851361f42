import { useTranslation } from 'react-i18next';
import { type NavLabel } from '@colophon/shared/contracts';
import { useSectionManifests } from '../../../federation/section-registry';

/**
 * A section's name on the release screen, in the reader's language: its
 * manifest's first sidebar entry ("Journals"), so a new section is named by its
 * own section.json and the host holds no list of sections; the section's id
 * when it has no sidebar entry.
 */
export function useSectionTitle(): (section: string) => string {
  const manifests = useSectionManifests();
  const { i18n } = useTranslation();
  const language = i18n.language as keyof NavLabel;
  return (section) => {
    const label = manifests.find((m) => m.section === section)?.nav[0]?.label;
    return label?.[language] ?? label?.en ?? section;
  };
}
