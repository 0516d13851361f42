import { useTranslation } from 'react-i18next';
import { Radio, Typography } from '@colophon/shared/antd';
import { SUPPORTED_LANGUAGES, changeLanguage, useThemeStore } from '@colophon/shared';
import { LanguageFlag } from '../../components/language-flag';

const THEME_MODES = ['light', 'dark', 'system'] as const;
type ThemeMode = (typeof THEME_MODES)[number];

/** Theme and language choices; both are saved on the device by their stores. */
export function AppearanceSettings() {
  const { t, i18n } = useTranslation('host');
  const mode = useThemeStore((state) => state.mode);
  const setMode = useThemeStore((state) => state.setMode);
  const language = SUPPORTED_LANGUAGES.find((l) => i18n.language?.startsWith(l.code))?.code;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <section>
        <Typography.Title level={2} id="settings-theme" style={{ fontSize: 16 }}>
          {t('settings.theme')}
        </Typography.Title>
        <Radio.Group
          aria-labelledby="settings-theme"
          value={mode}
          onChange={(event) => setMode(event.target.value as ThemeMode)}
          optionType="button"
          buttonStyle="solid"
          options={THEME_MODES.map((value) => ({ value, label: t(`theme.modes.${value}`) }))}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('settings.themeHelp')}
        </Typography.Paragraph>
      </section>
      <section>
        <Typography.Title level={2} id="settings-language" style={{ fontSize: 16 }}>
          {t('settings.language')}
        </Typography.Title>
        <Radio.Group
          aria-labelledby="settings-language"
          value={language}
          onChange={(event) => void changeLanguage(String(event.target.value))}
          options={SUPPORTED_LANGUAGES.map((l) => ({
            value: l.code,
            label: (
              <span lang={l.code} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <LanguageFlag src={l.flag} /> {l.nativeName}
              </span>
            ),
          }))}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('settings.languageHelp')}
        </Typography.Paragraph>
      </section>
    </div>
  );
}
