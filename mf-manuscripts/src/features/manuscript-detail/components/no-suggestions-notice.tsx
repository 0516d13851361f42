import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@colophon/shared/antd';

/**
 * Said plainly when the finder matched nobody, instead of a silent A–Z list:
 * the editor is pointed to the search by name, institution or research area.
 */
export function NoSuggestionsNotice({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation('manuscripts');
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      data-testid="no-suggestions"
      title={t('invite.noSuggestions.title')}
      description={t('invite.noSuggestions.text')}
      action={
        <Button size="small" onClick={onSearch}>
          {t('invite.noSuggestions.action')}
        </Button>
      }
      style={{ marginBlockEnd: 8 }}
    />
  );
}
