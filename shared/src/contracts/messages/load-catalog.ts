// A language's catalog for the front ends, loaded with the language itself
// (i18n.ts): one chunk per language, none for English, which is bundled.
import { hasCatalog, type MessageLanguage, registerCatalog } from './catalogs';

export async function loadCatalog(language: MessageLanguage): Promise<void> {
  if (hasCatalog(language)) return;
  const catalog =
    language === 'ur'
      ? (await import('./ur')).urCatalog
      : language === 'de'
        ? (await import('./de')).deCatalog
        : undefined;
  if (catalog) registerCatalog(language, catalog);
}
