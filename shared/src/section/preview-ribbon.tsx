import { useTranslation } from 'react-i18next';
import { Alert } from '@colophon/shared/antd-shell';
import { registerNamespace } from '../i18n/i18n';
import { type SectionBuildInfo } from './section-props';

// Its own small namespace: the ribbon belongs to release control, not to the common texts.
registerNamespace('release-preview', {
  en: {
    title: 'Preview v{{version}}',
    text: 'A demo build on canary, published with `pnpm release:demo`. Administrators promote or roll it back under Settings → Manage releases.',
  },
  ur: {
    title: 'پیش نظارہ v{{version}}',
    text: 'کینری پر ایک نمائشی بِلڈ، جو `pnpm release:demo` سے شائع ہوا۔ منتظمین اسے ترتیبات ← ریلیزز کا انتظام میں ترقی دیتے یا واپس لیتے ہیں۔',
  },
  de: {
    title: 'Vorschau v{{version}}',
    text: 'Ein Demo-Build als Canary, veröffentlicht mit `pnpm release:demo`. Administratoren übernehmen oder entfernen ihn unter Einstellungen → Releases verwalten.',
  },
});

/** A demo build's version (X.Y.Z-demo.N): what `pnpm release:demo` builds into __APP_VERSION__. */
export const isPreviewBuild = (build: SectionBuildInfo | undefined) =>
  !!build && /-demo\.\d+$/.test(build.version);

/** The ribbon over a section whose build is a demo release: which version this is, at a glance. */
export function PreviewRibbon({ build }: { build: SectionBuildInfo }) {
  const { t } = useTranslation('release-preview');
  return (
    <Alert
      type="warning"
      showIcon
      banner
      data-testid="section-preview"
      title={t('title', { version: build.version })}
      description={t('text')}
      style={{ marginBlockEnd: 16 }}
    />
  );
}
