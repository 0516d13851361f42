import './all-languages';
import { msg } from './msg';
import { parseMessage } from './parse-message';
import { pickLanguage } from './pick-language';
import { renderMessage } from './render-message';

describe('msg and parseMessage', () => {
  it('encode a code alone, or with its parameters as JSON', () => {
    expect(msg('journal.titleRequired')).toBe('journal.titleRequired');
    expect(msg('field.maxLength', { field: 'title', max: 255 })).toBe(
      'field.maxLength|{"field":"title","max":255}',
    );
    expect(parseMessage(msg('field.maxLength', { field: 'title', max: 255 }))).toEqual({
      code: 'field.maxLength',
      params: { field: 'title', max: 255 },
    });
  });

  it('read anything else as plain text', () => {
    for (const text of [
      'Journal title is required',
      'The email has already been taken.',
      'Not Found',
      '',
      'field.maxLength|not json',
      'field.maxLength|[1,2]',
      'field.maxLength|{"nested":{"a":1}}',
      'e.g. this',
    ]) {
      expect(parseMessage(text)).toBeNull();
    }
    expect(parseMessage(undefined)).toBeNull();
  });
});

describe('renderMessage', () => {
  it('renders a code in each language', () => {
    const code = msg('journal.titleRequired');
    expect(renderMessage(code, 'en')).toBe('Journal title is required');
    expect(renderMessage(code, 'de')).toBe('Der Titel der Zeitschrift ist erforderlich');
    expect(renderMessage(code, 'ur')).toBe('جریدے کا عنوان لازمی ہے');
  });

  it('fills parameters, showing a field through the language’s labels', () => {
    const code = msg('field.maxLength', { field: 'title', max: 255 });
    expect(renderMessage(code, 'en')).toBe('The title may not be greater than 255 characters');
    expect(renderMessage(code, 'de')).toBe('Das Feld „Titel“ darf höchstens 255 Zeichen lang sein');
    expect(renderMessage(code, 'ur')).toBe('خانہ "عنوان" 255 حروف سے زیادہ نہیں ہو سکتا');
    expect(renderMessage(msg('field.integer', { field: 'h_index' }), 'en')).toBe(
      'The h index must be an integer',
    );
    expect(renderMessage(msg('field.max', { field: 'page', max: 1_000_000 }), 'en')).toBe(
      'The page may not be greater than 1000000',
    );
    expect(renderMessage(msg('user.unknownRole', { name: 'wizard' }), 'de')).toBe(
      'Die gewählte Rolle „wizard“ ist ungültig.',
    );
  });

  it('reproduces today’s English texts character for character', () => {
    expect(renderMessage(msg('journal.issn'), 'en')).toBe('Invalid ISSN format (e.g., 1234-5678)');
    expect(renderMessage(msg('auth.passwordsMismatch'), 'en')).toBe("Passwords don't match");
    expect(renderMessage(msg('category.ordersList'), 'en')).toBe(
      'The orders must be a list of {id, parent_id, order}',
    );
    expect(
      renderMessage(msg('field.oneOf', { field: 'status', values: 'all, active, deleted' }), 'en'),
    ).toBe('The status must be one of all, active, deleted');
    expect(renderMessage(msg('manuscript.fileTooLarge', { max: 20 }), 'en')).toBe(
      'The manuscript file may not be greater than 20 MB.',
    );
  });

  it('prefers the short form beside a field when asked', () => {
    const code = msg('field.integer', { field: 'h_index' });
    expect(renderMessage(code, 'en', { brief: true })).toBe('Must be a whole number');
    expect(renderMessage(code, 'de', { brief: true })).toBe('Muss eine ganze Zahl sein');
    expect(
      renderMessage(msg('field.maxItems', { field: 'keywords', max: 50 }), 'ur', { brief: true }),
    ).toBe('زیادہ سے زیادہ 50 اندراجات');
    // Codes without a short form render in full.
    expect(renderMessage(msg('journal.url'), 'en', { brief: true })).toBe(
      'Invalid URL format (must start with http:// or https://)',
    );
  });

  it('accepts any tag of a language and falls back to English', () => {
    const code = msg('auth.email');
    expect(renderMessage(code, 'de-AT')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(renderMessage(code, 'fr')).toBe('Please enter a valid email address');
    expect(renderMessage(code, undefined)).toBe('Please enter a valid email address');
  });

  it('passes plain text through, and an unknown code as it came', () => {
    expect(renderMessage('The selected categories do not exist: 9.', 'de')).toBe(
      'The selected categories do not exist: 9.',
    );
    expect(renderMessage('journal.somethingNew', 'ur')).toBe('journal.somethingNew');
    expect(renderMessage('toString.constructor', 'en')).toBe('toString.constructor');
  });

  it('leaves an unknown field name and a missing parameter visible', () => {
    expect(renderMessage('field.required|{"field":"nickname"}', 'de')).toBe(
      'Das Feld „nickname“ ist erforderlich',
    );
    expect(renderMessage('field.min|{"field":"page"}', 'en')).toBe(
      'The page must be at least {{min}}',
    );
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR, ur;q=0.9, de;q=0.8', 'ur'],
    ['en;q=0.1, de;q=0.5', 'de'],
    ['fr, es', 'en'],
    ['de;q=0, ur', 'ur'],
    ['UR-pk', 'ur'],
    ['*', 'en'],
  ])('%j → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});
