// The manuscript as the reviewer finder reads it.
import type { ManuscriptContext } from '../manuscripts/manuscript-access';

export type ManuscriptRow = ManuscriptContext['row'];
