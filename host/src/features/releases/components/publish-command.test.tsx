import { act, render, screen } from '@testing-library/react';
import { AppProviders, changeLanguage } from '@colophon/shared';
import { type SectionRelease } from '@colophon/shared/contracts';
import '../../../app/register-translations';
import { nextVersion } from '../lib/publish-commands';
import { PublishCommand } from './publish-command';

const build = (version: string, deployed = false) => ({
  version,
  entry: `http://localhost:4105/mf-journals/${version}/mf-manifest.json`,
  deployed,
});

/** A fresh start before any publication: the deployed build only, an empty store. */
const empty: SectionRelease = {
  section: 'journals',
  name: 'mf_journals',
  app: 'mf-journals',
  stable: build('1.0.0', true),
  canary: null,
  previous: [],
  available: [],
  errors: [],
  updated_at: null,
  updated_by: null,
};

afterEach(() => act(() => void changeLanguage('en')));

describe('PublishCommand', () => {
  it('on an empty store, says why nothing can be rolled out and gives the commands to copy', () => {
    render(
      <AppProviders>
        <PublishCommand release={empty} />
      </AppProviders>,
    );
    const alert = screen.getByTestId('release-empty-journals');
    expect(alert).toHaveTextContent('No version of this section is in the release store yet');
    expect(screen.getByText('pnpm --filter mf-journals release --version 1.0.1')).toBeVisible();
    expect(screen.getByText('pnpm release:demo journals')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Copy command' })).toHaveLength(2);
  });

  it('in Urdu, keeps the command left to right', async () => {
    await act(() => changeLanguage('ur'));
    render(
      <AppProviders>
        <PublishCommand release={empty} />
      </AppProviders>,
    );
    expect(screen.getByTestId('release-empty-journals')).toHaveTextContent(
      'اس حصے کا کوئی ورژن ابھی ریلیز اسٹور میں نہیں',
    );
    const command = screen.getByText('pnpm release:demo journals');
    expect(command.closest('[dir="ltr"]')).not.toBeNull();
  });

  it('with versions in the store, offers the next one only', () => {
    const release = {
      ...empty,
      stable: build('1.1.0'),
      canary: { ...build('1.2.0-demo.1'), percentage: 50 },
      previous: [build('1.0.0', true)],
      available: [1, 2].map((minor) => ({
        ...build(`1.${minor}.0`),
        built_at: null,
        compatible: true,
        reason: null,
      })),
    };
    render(
      <AppProviders>
        <PublishCommand release={release} />
      </AppProviders>,
    );
    expect(screen.queryByTestId('release-empty-journals')).toBeNull();
    expect(screen.getByText('pnpm --filter mf-journals release --version 1.2.1')).toBeVisible();
    expect(nextVersion({ ...empty, stable: build('deployed', true) })).toBe('1.0.0');
  });
});
