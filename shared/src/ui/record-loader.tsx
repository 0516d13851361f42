import { type ReactNode } from 'react';
import { Result } from '@colophon/shared/antd';
import { toApiError } from '../api/api-error';
import { ButtonLink } from './button-link';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { PageHeader } from './page-header';
import { useErrorToast } from './use-error-toast';

/** What RecordLoader reads of a query: a TanStack Query result fits as it is. */
export interface RecordQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
  refetch: () => unknown;
}

export interface RecordLoaderTexts {
  /** The not-found state's text, e.g. 'Journal not found'. */
  notFound: string;
  /** A line under it; without one, `notFound` is the state's only text. */
  notFoundHint?: string;
  /** A failed load: the error state and its toast, e.g. 'Failed to load journal'. */
  loadFailed: string;
  /** The loading state's label; defaults to the translated 'Loading...'. */
  loading?: string;
  /** The forbidden state's text. Without it, a 403 shows as a failed load. */
  forbidden?: string;
  /** The forbidden state's heading (e.g. 'Not allowed'); defaults to `forbidden` alone. */
  forbiddenTitle?: string;
}

export interface RecordLoaderProps<T> {
  query: RecordQuery<T>;
  /** The route's id as parseId read it: null (not an id) shows not found (the query should not run). */
  id?: number | null;
  /** The screen already knows the API would refuse (403), so the query was not run. */
  forbidden?: boolean;
  /** The page title (and subtitle) of every state but the loaded one; not needed with `header`. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** The header's back arrow and the not-found state's button. */
  back: { to: string; label: string };
  /** The forbidden state's button; defaults to `back`. */
  forbiddenBack?: { to: string; label: string };
  /** Replaces the PageHeader built from title, subtitle and back. */
  header?: ReactNode;
  texts: RecordLoaderTexts;
  /** The page once the record is there (also while a background refetch fails). */
  children: (data: T) => ReactNode;
}

/**
 * One record of a page: loading, not found (a 404, or an id that is not one),
 * forbidden (a 403), a failed load with Retry (and one toast per failure), or
 * `children(record)`.
 */
export function RecordLoader<T>({
  query,
  id,
  forbidden = false,
  title,
  subtitle,
  back,
  forbiddenBack = back,
  header,
  texts,
  children,
}: RecordLoaderProps<T>) {
  const status = query.isError ? toApiError(query.error).status : null;
  const notFound = id === null || status === 404;
  const refused = forbidden || (status === 403 && texts.forbidden !== undefined);
  useErrorToast(query.isError && !notFound && !refused, query.errorUpdatedAt, texts.loadFailed);

  if (!notFound && !refused && query.data !== undefined) return <>{children(query.data)}</>;

  let state: ReactNode;
  if (notFound) {
    state = (
      <EmptyState
        description={texts.notFoundHint ?? texts.notFound}
        action={
          <ButtonLink to={back.to} type="primary">
            {back.label}
          </ButtonLink>
        }
      />
    );
  } else if (refused) {
    state = (
      <Result
        status="403"
        title={texts.forbiddenTitle ?? texts.forbidden}
        subTitle={texts.forbiddenTitle ? texts.forbidden : undefined}
        extra={<ButtonLink to={forbiddenBack.to}>{forbiddenBack.label}</ButtonLink>}
      />
    );
  } else if (query.isError) {
    state = <ErrorState message={texts.loadFailed} onRetry={() => void query.refetch()} />;
  } else {
    state = <LoadingState label={texts.loading} />;
  }
  return (
    <>
      {header ?? (
        <PageHeader
          // With a hint below it, "not found" is the page's heading: say what happened, not
          // the title of a record that is not there (its id reveals nothing either).
          title={notFound && texts.notFoundHint ? texts.notFound : title}
          subtitle={notFound && texts.notFoundHint ? undefined : subtitle}
          back={back.to}
          backLabel={back.label}
        />
      )}
      {state}
    </>
  );
}
