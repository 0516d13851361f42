// The whole database as Kysely sees it: core tables (api-core) + content tables (api-content).
import type { CoreTables } from './schema-core';
import type { ContentTables } from './schema-content';

export interface DB extends CoreTables, ContentTables {}
