// The count of writes to the manuscripts table (list_versions, migration 0016:
// kept by triggers, so every API process reads the same). Remembered counts,
// positions and search words of the manuscripts lists belong to one value of it.
import { sql } from 'kysely';

/** The write count as a scalar subquery. Raw SQL: list_versions is outside the typed schema. */
export const manuscriptsWriteCount = sql<
  number | string
>`(select version from list_versions where name = 'manuscripts')`;
