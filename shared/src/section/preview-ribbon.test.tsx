import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '../i18n/i18n';
import { AppProviders } from '../providers/app-providers';
import { Component, type ReactNode } from 'react';
import { DemoFaultError, isPreviewBuild, PreviewRibbon } from './preview-ribbon';

afterEach(() => act(() => void changeLanguage('en')));

describe('PreviewRibbon', () => {
  it('marks only the demo builds of `pnpm release:demo`', () => {
    expect(isPreviewBuild({ name: 'mf_journals', version: '1.0.1-demo.1' })).toBe(true);
    expect(isPreviewBuild({ name: 'mf_journals', version: '1.0.1-demo.12' })).toBe(true);
    expect(isPreviewBuild({ name: 'mf_journals', version: '1.0.1' })).toBe(false);
    expect(isPreviewBuild({ name: 'mf_journals', version: '1.0.1-rc.1' })).toBe(false);
    expect(isPreviewBuild(undefined)).toBe(false);
    // A build carrying a fault on purpose is marked whatever its version.
    expect(isPreviewBuild({ name: 'mf_journals', version: '1.0.1', fault: 'render' })).toBe(true);
    expect(isPreviewBuild({ name: 'mf_journals', version: '1.0.1', fault: '' })).toBe(false);
  });

  it('throws while rendering a build made with --fault render, naming the fault in every language', async () => {
    const build = { name: 'mf_journals', version: '1.0.1-demo.3', fault: 'render' };
    const caught: Error[] = [];
    class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: Error) {
        caught.push(error);
      }
      override render() {
        return this.state.failed ? null : this.props.children;
      }
    }
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const renderOnce = () =>
      render(
        <AppProviders>
          <Catch>
            <PreviewRibbon build={build} />
          </Catch>
        </AppProviders>,
      ).unmount();
    renderOnce();
    await act(() => changeLanguage('de'));
    renderOnce();
    await act(() => changeLanguage('ur'));
    renderOnce();
    consoleError.mockRestore();

    expect(caught.map((error) => error instanceof DemoFaultError)).toEqual([true, true, true]);
    expect(caught[0]?.message).toBe(
      'Demo fault "render": mf_journals v1.0.1-demo.3 was built to fail while rendering (`pnpm release:demo --fault render`), so that its canary is rolled back automatically.',
    );
    expect(caught[1]?.message).toContain('Demo-Fehler „render“: mf_journals v1.0.1-demo.3');
    expect(caught[2]?.message).toContain('نمائشی خرابی "render": mf_journals v1.0.1-demo.3');
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
