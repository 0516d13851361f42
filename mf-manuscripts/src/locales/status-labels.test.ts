// One label per status: the list's badge reads the shared common
// texts, the filters and the decision timeline read this section's; they must
// say the same thing, written as each language writes it (no CSS capitalising).
import { i18n } from '@colophon/shared';
import de from './de.json';
import en from './en.json';
import ur from './ur.json';

const sections = { en, ur, de } as const;

// Urdu and German are loaded on demand: load them before comparing.
beforeAll(() => i18n.loadLanguages(['ur', 'de']));

describe.each(Object.keys(sections) as (keyof typeof sections)[])('%s', (language) => {
  it("the section's status labels are the shared ones", () => {
    const common = i18n.getFixedT(language, 'common');
    const own = sections[language].statuses as Record<string, string>;
    expect(Object.keys(own).length).toBeGreaterThan(5);
    for (const [status, label] of Object.entries(own))
      expect([status, label]).toEqual([status, common(`status.${status}`)]);
  });
});

it('German writes a status label with a capital first letter and nouns capitalised only', () => {
  const common = i18n.getFixedT('de', 'common');
  expect(common('status.revision_requested')).toBe('Überarbeitung angefordert');
  expect(common('status.under_review')).toBe('In Begutachtung');
  expect(de.statuses.revision_requested).toBe('Überarbeitung angefordert');
});
