import { useTranslation } from 'react-i18next';
import { Alert } from '@colophon/shared/antd';
import { registerNamespace } from '../i18n/i18n';
import { type SectionBuildInfo } from './section-props';

// Its own small namespace: the ribbon belongs to release control, not to the common texts.
registerNamespace('release-preview', {
  en: {
    title: 'Preview v{{version}}',
    text: 'A demo build on canary, published with `pnpm release:demo`. Administrators promote or roll it back under Settings → Manage releases.',
    renderFault:
      'Demo fault "render": {{name}} v{{version}} was built to fail while rendering (`pnpm release:demo --fault render`), so that its canary is rolled back automatically.',
  },
  ur: {
    title: 'پیش نظارہ v{{version}}',
    text: 'کینری پر ایک نمائشی بِلڈ، جو `pnpm release:demo` سے شائع ہوا۔ منتظمین اسے ترتیبات ← ریلیزز کا انتظام میں ترقی دیتے یا واپس لیتے ہیں۔',
    renderFault:
      'نمائشی خرابی "render": {{name}} v{{version}} جان بوجھ کر ایسا بنایا گیا ہے کہ دکھاتے وقت ناکام ہو (`pnpm release:demo --fault render`)، تاکہ اس کی کینری خود بخود واپس لی جائے۔',
  },
  de: {
    title: 'Vorschau v{{version}}',
    text: 'Ein Demo-Build als Canary, veröffentlicht mit `pnpm release:demo`. Administratoren übernehmen oder entfernen ihn unter Einstellungen → Releases verwalten.',
    renderFault:
      'Demo-Fehler „render“: {{name}} v{{version}} wurde so gebaut, dass er beim Rendern scheitert (`pnpm release:demo --fault render`), damit sein Canary automatisch zurückgenommen wird.',
  },
});

/**
 * A demo build (X.Y.Z-demo.N, what `pnpm release:demo` builds into
 * __APP_VERSION__), or any build carrying a fault on purpose: both are marked.
 */
export const isPreviewBuild = (build: SectionBuildInfo | undefined) =>
  !!build && (/-demo\.\d+$/.test(build.version) || !!build.fault);

/** The error a build made with `--fault render` throws while it renders, naming the fault. */
export class DemoFaultError extends Error {
  override name = 'DemoFaultError';
}

/**
 * The ribbon over a section whose build is a demo release: which version this
 * is, at a glance. A build made with `--fault render` throws here instead, on
 * every render, with a message naming the fault: the section's error boundary
 * shows it, and the section's health counts a render error, as it would for a
 * real bug in the canary.
 */
export function PreviewRibbon({ build }: { build: SectionBuildInfo }) {
  const { t } = useTranslation('release-preview');
  if (build.fault === 'render') {
    throw new DemoFaultError(t('renderFault', { name: build.name, version: build.version }));
  }
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
