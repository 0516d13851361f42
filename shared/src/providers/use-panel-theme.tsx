// The antd settings of every React root of the panel (theme, locale and
// direction for the reader's theme and language), also given to antd's static
// methods (Modal.confirm in confirmDialog, toasts), which render outside any
// root: with the same style cache, since their styles share the panel's style
// tags (with a cache of their own, closing one would remove them).
import { useEffect } from 'react';
import { ConfigProvider } from '@colophon/shared/antd';
import { isRtl } from '../i18n/languages';
import { useLanguage } from '../i18n/use-language';
import { useThemeStore } from '../stores/theme-store';
import { themeConfigFor } from './accessible-theme';
import { antdLocaleFor } from './antd-locale';
import { RetainedStyles } from './retained-styles';

/** `<ConfigProvider {...usePanelTheme()}>`; keeps antd's static methods in step. */
export function usePanelTheme() {
  const resolved = useThemeStore((state) => state.resolved);
  const language = useLanguage();
  const direction = isRtl(language) ? ('rtl' as const) : ('ltr' as const);
  const locale = antdLocaleFor(language);
  const theme = themeConfigFor(resolved, language);

  useEffect(() => {
    ConfigProvider.config({
      holderRender: (holder) => (
        <RetainedStyles>
          <ConfigProvider theme={theme} locale={locale} direction={direction}>
            {holder}
          </ConfigProvider>
        </RetainedStyles>
      ),
    });
  }, [theme, locale, direction]);

  return { theme, locale, direction };
}
