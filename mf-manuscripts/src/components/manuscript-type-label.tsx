import { useTranslation } from 'react-i18next';

/** A manuscript type as translated text ('research_article' → 'Research Article'). */
export function ManuscriptTypeLabel({ type }: { type: string | null | undefined }) {
  const { t } = useTranslation('manuscripts');
  if (!type) return <>—</>;
  return <>{t(`types.${type}`, { defaultValue: type.replace(/_/g, ' ') })}</>;
}
