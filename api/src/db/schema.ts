// The whole database as Kysely sees it: core, content and remote-registry tables.
import type { CoreTables } from './schema-core';
import type { ContentTables } from './schema-content';
import type { RemoteTables } from './schema-remotes';

export interface DB extends CoreTables, ContentTables, RemoteTables {}
