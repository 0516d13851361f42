import { useTranslation } from 'react-i18next';
import { Typography } from '@colophon/shared/antd';
import type { SearchHit } from '@colophon/shared/contracts';

/** Hits whose detail is a status code (shown in words); others' is text (an ISSN, a slug). */
const STATUS_DETAIL = new Set<SearchHit['type']>(['manuscripts', 'users']);

/** A hit's detail beside its title, isolated so a left-to-right code sits right in Urdu. */
export function HitDetail({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('common');
  if (!hit.detail) return null;
  const text = STATUS_DETAIL.has(hit.type)
    ? t(`status.${hit.detail}`, { defaultValue: hit.detail })
    : hit.detail;
  return (
    <Typography.Text
      type="secondary"
      style={{
        marginInlineStart: 8,
        fontSize: 12,
        display: 'inline-block',
        unicodeBidi: 'isolate',
      }}
    >
      {text}
    </Typography.Text>
  );
}
