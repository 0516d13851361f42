import { NOTIFICATION_CODES, renderNotification } from './notifications';
import './messages/all-languages';
import { catalogOf, MESSAGE_LANGUAGES } from './messages';

it('has a text for every code in every language', () => {
  for (const language of MESSAGE_LANGUAGES) {
    const missing = NOTIFICATION_CODES.filter(
      (code) => !Object.hasOwn(catalogOf(language).messages, `notification.${code}`),
    );
    expect({ language, missing }).toEqual({ language, missing: [] });
  }
});

it('renders a code with its parameters in the reader’s language', () => {
  const n = { code: 'revisionRequested', params: { title: 'Monsoon models', letter: 'More.' } };
  expect(renderNotification(n, 'en')).toBe(
    'Revisions were requested for your manuscript “Monsoon models”',
  );
  expect(renderNotification(n, 'de')).toBe(
    'Für Ihr Manuskript „Monsoon models“ wurde eine Überarbeitung angefordert',
  );
  expect(renderNotification(n, 'ur')).toBe(
    'آپ کے مسودے “Monsoon models” میں ترامیم کی درخواست کی گئی ہے',
  );
});

it('shows a recommendation in words', () => {
  const n = {
    code: 'recommendationRecorded',
    params: { title: 'T', editor: 'Ada', recommendation: 'major_revisions' },
  };
  expect(renderNotification(n, 'en')).toBe('Ada recommends “T”: major revisions');
  expect(renderNotification(n, 'de')).toBe('Ada empfiehlt für „T“: größere Überarbeitung');
});

it('shows a decision in words, and thanks a reviewer without the letter', () => {
  const n = { code: 'reviewOutcome', params: { title: 'T', decision: 'request_revisions' } };
  expect(renderNotification(n, 'en')).toBe(
    'Thank you for reviewing “T”. The editor’s decision: revisions requested',
  );
  expect(renderNotification(n, 'de')).toContain('Überarbeitung angefordert');
  expect(
    renderNotification({ code: 'reviewOutcome', params: { title: 'T', decision: 'x_y' } }, 'en'),
  ).toContain('x_y');
});

it('leaves an unknown code as it is rather than failing', () => {
  expect(renderNotification({ code: 'somethingNew', params: {} }, 'en')).toBe(
    'notification.somethingNew',
  );
});

it('names the rule an automatically rolled-back canary broke, in words', () => {
  const n = {
    code: 'canaryRolledBack',
    params: { section: 'journals', version: '1.2.0', rule: 'inp' },
  };
  expect(renderNotification(n, 'en')).toBe(
    'The canary 1.2.0 of the journals section was rolled back automatically: its interactions (INP) were slower than the policy allows',
  );
  expect(renderNotification({ ...n, params: { ...n.params, rule: 'error_rate' } }, 'de')).toBe(
    'Der Canary 1.2.0 des Bereichs journals wurde automatisch zurückgenommen: seine Fehlerquote hat die Rollout-Richtlinie verletzt',
  );
});
