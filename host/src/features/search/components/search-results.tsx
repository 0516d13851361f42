import { Alert, Button, Flex, Typography } from '@colophon/shared/antd';
import { ItemList, EmptyState, ErrorState, LoadingState } from '@colophon/shared';
import { searchHitPath, type SearchGroup } from '@colophon/shared/contracts';
import { Link } from '@colophon/shared/router';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../register-search-translations';
import { HighlightedText } from './highlighted-text';
import { HitDetail } from './hit-detail';

interface SearchResultsProps {
  query: string;
  group: SearchGroup | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
}

/** One type's page of hits on /search, with previous/next paging. */
export function SearchResults({
  query,
  group,
  loading,
  error,
  onRetry,
  onPage,
}: SearchResultsProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  if (error) return <ErrorState message={t('status.failed')} onRetry={onRetry} />;
  if (loading || !group) return <LoadingState />;
  if (group.items.length === 0 && group.page === 1) {
    return <EmptyState description={t('page.empty', { query })} />;
  }
  return (
    <>
      <ItemList
        label={t('page.results', { type: t(`types.${group.type}`) })}
        items={group.items}
        rowKey={(hit) => `${hit.type}-${hit.id}`}
        style={{ marginBlockEnd: 16 }}
        renderItem={(hit) => (
          <>
            <div>
              <Link to={searchHitPath(hit)} dir="auto" style={{ fontWeight: 500 }}>
                <HighlightedText value={hit.title} />
              </Link>
              <HitDetail hit={hit} />
            </div>
            {hit.snippet && (
              <Typography.Text type="secondary" dir="auto" style={{ display: 'block' }}>
                <HighlightedText value={hit.snippet} />
              </Typography.Text>
            )}
          </>
        )}
      />
      {group.capped && (
        <Alert
          type="info"
          showIcon
          style={{ marginBlockEnd: 16 }}
          title={t('page.capped', { count: group.candidates })}
          description={
            <Link to={`/manuscripts?search=${encodeURIComponent(query)}`}>
              {t('page.allMatches')}
            </Link>
          }
        />
      )}
      <Flex
        component="nav"
        aria-label={t('page.pageOf', { page: group.page })}
        gap={8}
        align="center"
        justify="flex-end"
      >
        <Button disabled={group.page <= 1} onClick={() => onPage(group.page - 1)}>
          {t('page.previous')}
        </Button>
        <Typography.Text>{t('page.pageOf', { page: group.page })}</Typography.Text>
        <Button disabled={!group.has_more} onClick={() => onPage(group.page + 1)}>
          {t('page.next')}
        </Button>
      </Flex>
    </>
  );
}
