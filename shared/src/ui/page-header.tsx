import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../router';
import { ArrowLeftOutlined, Button, Flex, Space, Typography } from '@colophon/shared/antd';
import { isRtl } from '../i18n/languages';
import { useLanguage } from '../i18n/use-language';

/** A path to go back to, or a handler. */
export type PageHeaderBack = string | (() => void);

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions on the trailing side (buttons). */
  extra?: ReactNode;
  back?: PageHeaderBack;
  /** Accessible name of the back button; defaults to the translated 'Back'. */
  backLabel?: string;
}

function BackButton({ back, label }: { back: PageHeaderBack; label?: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const rtl = isRtl(useLanguage());
  return (
    <Button
      type="text"
      aria-label={label ?? t('actions.back')}
      // The arrow points toward the start of the line, which is the right in right-to-left languages.
      icon={<ArrowLeftOutlined style={rtl ? { transform: 'scaleX(-1)' } : undefined} />}
      onClick={() => (typeof back === 'string' ? navigate(back) : back())}
    />
  );
}

export function PageHeader({ title, subtitle, extra, back, backLabel }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" wrap gap="middle" style={{ marginBottom: 24 }}>
      <Flex align="flex-start" gap="small">
        {back && <BackButton back={back} label={backLabel} />}
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24, lineHeight: 1.35 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </div>
      </Flex>
      {extra && <Space wrap>{extra}</Space>}
    </Flex>
  );
}
