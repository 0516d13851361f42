// Pieces every content route file uses (journals, categories, manuscripts).
import { errorSchema } from '@colophon/shared/contracts';

/** Error responses of a route, for the OpenAPI document. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [c, errorSchema]));

/** OpenAPI tag + bearer security of a route. */
export const securedAs = (tag: 'journals' | 'categories' | 'manuscripts') => ({
  tags: [tag],
  security: [{ bearerAuth: [] }],
});

/** Routes addressed by `:id`: a malformed id answers 404 with this message. */
export const notFoundAs = (message: string) => ({ config: { notFoundMessage: message } });

/** Parses a path id like the contracts' idSchema (null when malformed). */
export function parsePathId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
