import { act, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { useAuthStore } from '../stores/auth-store';
import { makeUser } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
import { AccessDenied, RequirePermission } from './access-denied';

const signInAs = (role: string) =>
  act(() =>
    useAuthStore
      .getState()
      .login(makeUser({ roles: [{ id: 1, name: role, description: null }] }), 't'),
  );

afterEach(() => {
  act(() => useAuthStore.getState().logout());
  void i18n.changeLanguage('en');
});

describe('AccessDenied', () => {
  it('says so and leads back to the dashboard by default', () => {
    renderWithProviders(<AccessDenied />);
    expect(screen.getByText("You don't have access to this page").tagName).toBe('H1');
    expect(screen.getByText('Back to Dashboard').closest('a')).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('takes the way back the page names', () => {
    renderWithProviders(<AccessDenied back={{ to: '/journals', label: 'Back to Journals' }} />);
    expect(screen.getByText('Back to Journals').closest('a')).toHaveAttribute('href', '/journals');
  });

  it('speaks Urdu and German', async () => {
    renderWithProviders(<AccessDenied />);
    await act(() => i18n.changeLanguage('ur'));
    expect(screen.getByText('آپ کو اس صفحے تک رسائی حاصل نہیں ہے')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('Sie haben keinen Zugriff auf diese Seite')).toBeInTheDocument();
    expect(screen.getByText('Zurück zum Dashboard')).toBeInTheDocument();
  });
});

describe('RequirePermission', () => {
  const page = (
    <RequirePermission permission="categories.manage">
      <p>The form</p>
    </RequirePermission>
  );

  it('shows the page to a user with the permission', () => {
    signInAs('admin');
    renderWithProviders(page);
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.queryByText("You don't have access to this page")).not.toBeInTheDocument();
  });

  it('shows the access screen, not the page, to anyone else', () => {
    signInAs('author');
    renderWithProviders(page);
    expect(screen.getByText("You don't have access to this page")).toBeInTheDocument();
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
  });

  it('follows a change of roles without a reload', () => {
    signInAs('author');
    renderWithProviders(page);
    signInAs('super-admin');
    expect(screen.getByText('The form')).toBeInTheDocument();
  });
});
