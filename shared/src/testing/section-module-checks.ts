// The checks every section's module passes (mf-*/src/section.test.ts): it
// exposes single-spa lifecycles and registers a complete, translated i18n
// namespace in every language of the panel.
import { i18n } from '../i18n/i18n';
import { SUPPORTED_LANGUAGE_CODES } from '../i18n/languages';

type Bundle = Record<string, unknown>;

/** Every leaf key of a nested translation object, plural suffixes folded ('total_one' → 'total'). */
export function translationKeys(bundle: object, prefix = ''): string[] {
  return Object.entries(bundle)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? translationKeys(value as object, `${prefix}${key}.`)
        : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
    )
    .filter((key, index, all) => all.indexOf(key) === index)
    .sort();
}

export function describeSectionModule(
  namespace: string,
  section: Record<'bootstrap' | 'mount' | 'unmount' | 'update', unknown>,
  locales: { en: Bundle; ur: Bundle; de: Bundle },
) {
  describe(`the ${namespace} section module`, () => {
    it('exposes single-spa lifecycles', () => {
      for (const lifecycle of [section.bootstrap, section.mount, section.unmount, section.update]) {
        expect(typeof lifecycle).toBe('function');
      }
    });

    it('registers its namespace in English, Urdu and German', () => {
      for (const language of SUPPORTED_LANGUAGE_CODES) {
        expect(i18n.hasResourceBundle(language, namespace)).toBe(true);
      }
    });

    it('has the same texts in every language, and translated ones', () => {
      const { en, ur, de } = locales;
      expect(translationKeys(ur)).toEqual(translationKeys(en));
      expect(translationKeys(de)).toEqual(translationKeys(en));
      expect(JSON.stringify(ur)).not.toEqual(JSON.stringify(en));
      expect(JSON.stringify(de)).not.toEqual(JSON.stringify(en));
    });
  });
}
