// /search?q=…&type=…&page=…: every hit of one type at a time, a tab per type
// the reader may search, paged; all of it in the URL.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Tabs } from '@colophon/shared/antd';
import { PageHeader, SearchBox, useCan, useSearchParamsWriter } from '@colophon/shared';
import { SEARCH_TYPES, type SearchType } from '@colophon/shared/contracts';
import { searchQueryOptions } from './api/get-search';
import { SearchResults } from './components/search-results';
import { SEARCH_NAMESPACE } from './register-search-translations';

const PER_PAGE = 20;

export function SearchPage() {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const { t: tHost } = useTranslation('host');
  const [params, write] = useSearchParamsWriter();
  const mayListUsers = useCan('users.list');
  const types = SEARCH_TYPES.filter((type) => type !== 'users' || mayListUsers);
  const q = (params.get('q') ?? '').trim();
  const requested = types.find((candidate) => candidate === params.get('type'));
  // Without a chosen tab, the first type that has hits (one per type is enough to know).
  const overview = useQuery({
    ...searchQueryOptions({ q, types, limit: 1 }),
    enabled: q.length > 0 && !requested,
  });
  const firstWithHits = overview.data?.groups.find((group) => group.items.length > 0)?.type;
  const type = requested ?? firstWithHits ?? types[0]!;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const query = useQuery({
    ...searchQueryOptions({ q, types: [type], limit: PER_PAGE, page }),
    enabled: q.length > 0 && (!!requested || !overview.isPending),
  });

  const update = (changes: Record<string, string | null>) =>
    write((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
    });

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Card>
        <SearchBox
          value={q}
          label={t('label')}
          placeholder={tHost('topbar.searchPlaceholder')}
          onSearch={(value) => update({ q: value, type: null, page: null })}
        />
        <Tabs
          activeKey={type}
          onChange={(key) => update({ type: key, page: null })}
          items={types.map((key: SearchType) => ({ key, label: t(`types.${key}`) }))}
          style={{ marginTop: 16 }}
        />
        {q ? (
          <SearchResults
            query={q}
            group={query.data?.groups.find((group) => group.type === type)}
            loading={query.isPending || (query.isPlaceholderData && query.isFetching)}
            error={query.isError}
            onRetry={() => void query.refetch()}
            onPage={(next) => update({ page: next > 1 ? String(next) : null })}
          />
        ) : (
          <p>{t('page.prompt')}</p>
        )}
      </Card>
    </>
  );
}
