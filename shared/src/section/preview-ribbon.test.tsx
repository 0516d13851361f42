import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '../i18n/i18n';
import { AppProviders } from '../providers/app-providers';
import { isPreviewBuild, PreviewRibbon } from './preview-ribbon';

afterEach(() => act(() => void changeLanguage('en')));

describe('PreviewRibbon', () => {
  it('marks only the demo builds of `pnpm release:demo`', () => {
    expect(isPreviewBuild({ name: 'mf_journals', version: '1.0.1-demo.1' })).toBe(true);
    expect(isPreviewBuild({ name: 'mf_journals', version: '1.0.1-demo.12' })).toBe(true);
    expect(isPreviewBuild({ name: 'mf_journals', version: '1.0.1' })).toBe(false);
    expect(isPreviewBuild({ name: 'mf_journals', version: '1.0.1-rc.1' })).toBe(false);
    expect(isPreviewBuild(undefined)).toBe(false);
  });

  it('names the version in every language', async () => {
    const build = { name: 'mf_journals', version: '1.0.1-demo.2' };
    const { rerender } = render(
      <AppProviders>
        <PreviewRibbon build={build} />
      </AppProviders>,
    );
    expect(screen.getByTestId('section-preview')).toHaveTextContent('Preview v1.0.1-demo.2');
    await act(() => changeLanguage('de'));
    rerender(
      <AppProviders>
        <PreviewRibbon build={build} />
      </AppProviders>,
    );
    expect(screen.getByTestId('section-preview')).toHaveTextContent('Vorschau v1.0.1-demo.2');
    await act(() => changeLanguage('ur'));
    rerender(
      <AppProviders>
        <PreviewRibbon build={build} />
      </AppProviders>,
    );
    expect(screen.getByTestId('section-preview')).toHaveTextContent('پیش نظارہ v1.0.1-demo.2');
  });
});
