// Links into the sections' lists with their filters set, in the query
// parameters those screens read from the URL (useListParams): the editorial
// queue's stage/assigned/overdue and Review Assignments' status.

const withQuery = (path: string, params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};

export const queueLink = (filters: { stage?: string; assigned?: 'me'; overdue?: '1' }) =>
  withQuery('/editorial-queue', filters);

export const reviewsLink = (status: 'invited' | 'accepted' | 'overdue') =>
  withQuery('/reviews', { status });

export const manuscriptLink = (id: number) => `/manuscripts/${id}`;

/** The reader's manuscripts awaiting a revision (the manuscripts list shows an author only theirs). */
export const revisionsLink = () => withQuery('/manuscripts', { status: 'revision_requested' });

export const SUBMISSIONS_PATH = '/submissions';
