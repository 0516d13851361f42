// Small display pieces the detail tabs share.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@colophon/shared/antd';
import { LtrText, UserText, VisuallyHidden, userBlockProps } from '@colophon/shared';
import { NONE, safeHref } from '../lib/format';

/**
 * Props of a text a person wrote (description, policies, notes): line breaks
 * kept, and its direction taken from its own words, so English text reads right
 * in the Urdu layout and Urdu text in the English one.
 */
export const authoredText = (margin?: number) => userBlockProps({ whiteSpace: 'pre-wrap', margin });

/** Items someone entered, as tags (each isolated), or '—' when there are none. */
export function TagList({ items }: { items: readonly ReactNode[] }) {
  if (items.length === 0) return <>{NONE}</>;
  return (
    <Flex wrap gap={4}>
      {items.map((item, index) => (
        <Tag key={index} style={{ marginInlineEnd: 0 }}>
          {typeof item === 'string' ? <UserText>{item}</UserText> : item}
        </Tag>
      ))}
    </Flex>
  );
}

/** An external link that opens in a new tab, or '—'. */
export function ExternalLink({ url }: { url: string | null }) {
  const { t } = useTranslation('journals');
  const href = safeHref(url);
  if (!href) return url ? <LtrText>{url}</LtrText> : <>{NONE}</>;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      <LtrText>{url}</LtrText>
      <VisuallyHidden>{` (${t('detail.opensInNewTab')})`}</VisuallyHidden>
    </Typography.Link>
  );
}

/** A titled long text (aims, scope, policies); keeps the author's line breaks and text direction. */
export function TextBlock({ title, text }: { title: string; text: string | null }) {
  const { t } = useTranslation('journals');
  return (
    <section style={{ marginBlockEnd: 24 }}>
      <Typography.Title level={3} style={{ fontSize: 15, marginBlockStart: 0 }}>
        {title}
      </Typography.Title>
      {text ? (
        <Typography.Paragraph {...authoredText(0)}>{text}</Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">{t('detail.notProvided')}</Typography.Text>
      )}
    </section>
  );
}

/** A yes/no value in words. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('journals');
  return <>{value ? t('active.yes') : t('active.no')}</>;
}
