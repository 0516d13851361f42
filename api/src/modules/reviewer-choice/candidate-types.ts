// The manuscript as the reviewer finder reads it.
import type { ManuscriptContext } from '../manuscripts';

export type ManuscriptRow = ManuscriptContext['row'];
