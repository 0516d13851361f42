import { useTranslation } from 'react-i18next';
import { Typography } from '@colophon/shared/antd';
import { type SectionBuildInfo } from './section-props';

/** A quiet line under a section naming its build: support and QA read which version is live. */
export function SectionFooter({ build }: { build: SectionBuildInfo }) {
  const { t } = useTranslation('common');
  return (
    <footer className="colophon-section-footer" style={{ marginBlockStart: 24, textAlign: 'end' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="section-version">
        {t('section.build', { name: build.name, version: build.version })}
      </Typography.Text>
    </footer>
  );
}
