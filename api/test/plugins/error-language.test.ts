// 422 bodies speak the request's language: the contracts' message codes are
// rendered in the first of en/ur/de that Accept-Language names, English without it.
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { api, tokenOf, withTempDataDir } from '../modules/manuscripts/helpers/content';

withTempDataDir();
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = t.authHeader(await tokenOf(t, 'admin'));
});
afterAll(async () => t.close());

const invalidJournal = { title: '', description: 'About tests', h_index: 2.5 };

const postJournal = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: api('/journals'), headers, payload: invalidJournal });

describe('422 from the route schemas', () => {
  it('answers in English without Accept-Language', async () => {
    const res = await postJournal(admin);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Journal title is required (and 1 more error)',
      errors: {
        title: ['Journal title is required'],
        h_index: ['The h index must be an integer'],
      },
    });
  });

  it('answers in German for Accept-Language: de', async () => {
    const res = await postJournal({ ...admin, 'accept-language': 'de' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Der Titel der Zeitschrift ist erforderlich (und 1 weiterer Fehler)',
      errors: {
        title: ['Der Titel der Zeitschrift ist erforderlich'],
        h_index: ['Das Feld „h-Index“ muss eine ganze Zahl sein'],
      },
    });
  });

  it('takes the first supported language of the header, by weight', async () => {
    const res = await postJournal({ ...admin, 'accept-language': 'fr-FR, ur;q=0.9, de;q=0.8' });
    expect(res.json().errors.title).toEqual(['جریدے کا عنوان لازمی ہے']);
    const english = await postJournal({ ...admin, 'accept-language': 'fr, es;q=0.5' });
    expect(english.json().errors.title).toEqual(['Journal title is required']);
  });
});

describe('422 thrown by a service', () => {
  it('renders its message code in the request language too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      payload: { email: 'nobody@example.org', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Ungültige E-Mail-Adresse oder ungültiges Passwort',
      errors: { email: ['Ungültige E-Mail-Adresse oder ungültiges Passwort'] },
    });
    const english = await t.app.inject({
      method: 'POST',
      url: api('/auth/login'),
      payload: { email: 'nobody@example.org', password: 'wrong-password' },
    });
    expect(english.json().message).toBe('Invalid email or password');
  });
});

describe('403 and 404 answers', () => {
  it('say "This action is unauthorized." in English and the same in Urdu and German', async () => {
    const author = t.authHeader(await tokenOf(t, 'author'));
    const call = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: api('/tags'),
        headers: language ? { ...author, 'accept-language': language } : author,
        payload: { name: 'Forbidden tag' },
      });
    const english = await call();
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({ message: 'This action is unauthorized.' });
    expect((await call('ur')).json()).toEqual({ message: 'آپ کو یہ کام کرنے کی اجازت نہیں۔' });
    expect((await call('de')).json()).toEqual({ message: 'Diese Aktion ist nicht erlaubt.' });
  });

  it('name the missing record in the request language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: api('/tags/999999'),
      headers: { ...admin, 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Schlagwort nicht gefunden' });
  });
});
