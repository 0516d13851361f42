import { useTranslation } from 'react-i18next';
import { Button, Dropdown, GlobalOutlined } from '@colophon/shared/antd';
import type { MenuProps } from '@colophon/shared/antd';
import { SUPPORTED_LANGUAGES, changeLanguage } from '@colophon/shared';
import { LanguageFlag } from './language-flag';

/** Top-bar language menu: English, Urdu (right-to-left) and German. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('host');
  const current =
    SUPPORTED_LANGUAGES.find((language) => i18n.language?.startsWith(language.code)) ??
    SUPPORTED_LANGUAGES[0];

  const items: MenuProps['items'] = SUPPORTED_LANGUAGES.map((language) => ({
    key: language.code,
    icon: <LanguageFlag src={language.flag} />,
    label: <span lang={language.code}>{language.nativeName}</span>,
  }));

  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      placement="bottomRight"
      menu={{
        items,
        selectable: true,
        selectedKeys: current ? [current.code] : [],
        onClick: ({ key }) => void changeLanguage(key),
      }}
    >
      <Button
        type="text"
        aria-label={t('topbar.languageCurrent', { language: current?.nativeName ?? '' })}
        icon={current ? <LanguageFlag src={current.flag} /> : <GlobalOutlined />}
      >
        <span aria-hidden="true">{current?.code.toUpperCase()}</span>
      </Button>
    </Dropdown>
  );
}
