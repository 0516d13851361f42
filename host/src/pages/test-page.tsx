import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Debug page without layout: proves React renders and the clock ticks. */
export function TestPage() {
  const { t, i18n } = useTranslation('host');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>{t('pages.testTitle')}</h1>
      <p>
        <time dateTime={now.toISOString()}>
          {t('pages.testTime', { time: now.toLocaleTimeString(i18n.language) })}
        </time>
      </p>
    </main>
  );
}
