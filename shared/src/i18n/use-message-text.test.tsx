import { act, renderHook } from '@testing-library/react';
import { msg } from '../contracts/messages';
import { changeLanguage } from './i18n';
import { useMessageText } from './use-message-text';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('useMessageText', () => {
  it('renders a code in the current language and follows a language change', async () => {
    const { result } = renderHook(() => useMessageText());
    const code = msg('field.maxLength', { field: 'title', max: 255 });
    expect(result.current(code)).toBe('The title may not be greater than 255 characters');
    await act(() => changeLanguage('de'));
    expect(result.current(code)).toBe('Das Feld „Titel“ darf höchstens 255 Zeichen lang sein');
    await act(() => changeLanguage('ur'));
    expect(result.current(msg('auth.passwordsMismatch'))).toBe('پاس ورڈ آپس میں نہیں ملتے');
  });

  it('passes plain text and undefined through unchanged', () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current('The selected categories do not exist: 9.')).toBe(
      'The selected categories do not exist: 9.',
    );
    expect(result.current(undefined)).toBeUndefined();
  });

  it('prefers the short forms when brief', async () => {
    const { result } = renderHook(() => useMessageText({ brief: true }));
    expect(result.current(msg('field.integer', { field: 'h_index' }))).toBe(
      'Must be a whole number',
    );
    await act(() => changeLanguage('de'));
    expect(result.current(msg('field.min', { field: 'submission_fee', min: 0 }))).toBe(
      'Muss mindestens 0 sein',
    );
  });
});
