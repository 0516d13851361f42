// The front ends' path: only English until a language is loaded with i18n.
import { hasCatalog } from './catalogs';
import { loadCatalog } from './load-catalog';
import { msg } from './msg';
import { renderMessage } from './render-message';

const code = msg('journal.titleRequired');

it('renders English until the language is loaded, then the language', async () => {
  expect(hasCatalog('de')).toBe(false);
  expect(renderMessage(code, 'de')).toBe('Journal title is required');
  await loadCatalog('de');
  expect(hasCatalog('de')).toBe(true);
  expect(renderMessage(code, 'de')).toBe('Der Titel der Zeitschrift ist erforderlich');
  // Only the language asked for.
  expect(hasCatalog('ur')).toBe(false);
  await loadCatalog('ur');
  expect(renderMessage(code, 'ur')).toBe('جریدے کا عنوان لازمی ہے');
});
