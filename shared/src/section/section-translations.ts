import { type ResourceKey } from 'i18next';
import { registerNamespace } from '../i18n/i18n';

/** A section's texts in every language of the panel (its locales/*.json). */
export interface SectionTranslations {
  en: ResourceKey;
  ur: ResourceKey;
  de: ResourceKey;
}

/** Adds a section's texts under its name as the i18n namespace (idempotent). */
export function registerSectionTranslations(
  section: string,
  translations: SectionTranslations | undefined,
): void {
  if (translations) registerNamespace(section, translations);
}
