// Pieces every route file uses: OpenAPI error responses and tags, the 404 of a
// malformed `:id`, and the path-id parser of guards that run before validation.
import { errorSchema, parseId } from '@colophon/shared/contracts';

/** Error responses of a route, for the OpenAPI document. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, errorSchema]));

/** OpenAPI tag + bearer security of a route. */
export const securedAs = (
  tag: 'users' | 'journals' | 'categories' | 'manuscripts' | 'tags' | 'search',
) => ({
  tags: [tag],
  security: [{ bearerAuth: [] }],
});

/** Routes addressed by `:id`: a malformed id answers 404 with this message. */
export const notFoundAs = (message: string) => ({ config: { notFoundMessage: message } });

/** Parses a path id with the contracts' idSchema (null when malformed), as the screens do. */
export const parsePathId: (value: unknown) => number | null = parseId;
