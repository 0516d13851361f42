// Load errors browsers report (POST remotes/errors): anonymous, so bounded.
import crypto from 'node:crypto';
import { type RemoteLoadError } from '@colophon/shared/contracts';
import type { Database } from '../../db/database';
import * as repo from './remotes.repository';

/** How long a load-error report is kept (the release screen shows the last day). */
export const LOAD_ERROR_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** At most this many reports per section, the most recent (a bound whatever arrives). */
export const LOAD_ERROR_MAX_PER_SECTION = 5_000;

/**
 * A distinct client, without keeping its address: a hash of the client's IP
 * (the socket's, or X-Forwarded-For from a trusted proxy) and its User-Agent.
 */
export const loadErrorClient = (ip: string, userAgent: string | undefined) =>
  crypto
    .createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);

/**
 * POST remotes/errors: counted per section, version and distinct client on
 * the release screen. Anonymous, so bounded: one row per client and build
 * (refreshed), none older than 30 days, at most LOAD_ERROR_MAX_PER_SECTION per section.
 */
export async function reportLoadError(db: Database, input: RemoteLoadError, client: string) {
  await repo.upsertLoadError(db, { ...input, client });
  await repo.deleteLoadErrorsBefore(
    db,
    new Date(Date.now() - LOAD_ERROR_RETENTION_MS).toISOString(),
  );
  await repo.trimLoadErrors(db, input.section, LOAD_ERROR_MAX_PER_SECTION);
}
