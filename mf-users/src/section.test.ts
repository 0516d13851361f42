import { i18n } from '@colophon/shared';
import de from './locales/de.json';
import en from './locales/en.json';
import ur from './locales/ur.json';
import * as section from './section';

/** Every leaf key of a nested translation object, plural suffixes folded ('total_one' → 'total'). */
function keys(bundle: object, prefix = ''): string[] {
  return Object.entries(bundle)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? keys(value as object, `${prefix}${key}.`)
        : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
    )
    .filter((key, index, all) => all.indexOf(key) === index)
    .sort();
}

describe('the users section module', () => {
  it('exposes single-spa lifecycles', () => {
    for (const lifecycle of [section.bootstrap, section.mount, section.unmount, section.update]) {
      expect(typeof lifecycle).toBe('function');
    }
  });

  it('registers its namespace in English, Urdu and German', () => {
    for (const language of ['en', 'ur', 'de']) {
      expect(i18n.hasResourceBundle(language, 'users')).toBe(true);
    }
  });

  it('has the same texts in every language, and translated ones', () => {
    expect(keys(ur)).toEqual(keys(en));
    expect(keys(de)).toEqual(keys(en));
    expect(JSON.stringify(ur)).not.toEqual(JSON.stringify(en));
    expect(JSON.stringify(de)).not.toEqual(JSON.stringify(en));
  });
});
