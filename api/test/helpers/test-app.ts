// A fresh, migrated API per test file: SQLite in memory, or a throwaway
// PostgreSQL schema when TEST_DATABASE_URL is set. One user per role.
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { ROLE_NAMES, type RoleName } from '@colophon/shared/contracts';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { createDatabase, type Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { hashPassword } from '../../src/lib/password';
import { insertToken } from '../../src/modules/auth/token.repository';
import { generateToken } from '../../src/modules/auth/tokens';
import { findRolesByNames, replaceUserRoles } from '../../src/modules/users/roles.repository';
import { insertUser } from '../../src/modules/users/users.repository';

export const TEST_PASSWORD = 'secret-password';

export type TestUser = {
  id: number;
  name: string;
  email: string;
  password: string;
  roles: string[];
};

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  dialect: 'sqlite' | 'postgres';
  /** The PostgreSQL schema of this test file (undefined on SQLite). */
  schema: string | undefined;
  /** One active user per role (emails `<role>@test.local`). */
  users: Record<RoleName, TestUser>;
  /** A fresh bearer token of the user holding `role`. */
  tokenFor(role: RoleName): Promise<string>;
  /** A fresh bearer token of any user. */
  tokenForUser(userId: number): Promise<string>;
  createUser(options?: {
    roles?: string[];
    name?: string;
    email?: string;
    password?: string;
  }): Promise<TestUser>;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  authHeader(token: string): { authorization: string };
  close(): Promise<void>;
};

let passwordHash: Promise<string> | undefined;
let counter = 0;

async function openDatabase(): Promise<{
  db: Database;
  drop: () => Promise<void>;
  dialect: 'sqlite' | 'postgres';
  schema?: string;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    return {
      db: createDatabase({ dialect: 'sqlite', file: ':memory:' }),
      drop: async () => {},
      dialect: 'sqlite',
    };
  const schema = `test_${process.pid}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const db = createDatabase({ dialect: 'postgres', url, searchPath: schema, poolMax: 4 });
  // Not dropped here: Kysely's migrator introspects every schema of the database
  // (has_schema_privilege per schema), so dropping one while another test file
  // migrates fails that file with "schema does not exist". The suite's global
  // teardown drops them all once every worker is done.
  const drop = async () => {};
  return { db, drop, dialect: 'postgres', schema };
}

export async function buildTestApp(
  options: { config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const { db, drop, dialect, schema } = await openDatabase();
  await migrateToLatest(db, schema);
  const app = await buildApp({
    db,
    config: {
      authRateLimitPerIp: 10_000,
      authRateLimitPerAccount: 10_000,
      corsOrigins: ['http://localhost:4100'],
      ...options.config,
    },
  });
  await app.ready();
  passwordHash ??= hashPassword(TEST_PASSWORD);

  const createUser: TestApp['createUser'] = async ({ roles = [], name, email, password } = {}) => {
    counter += 1;
    const hash = password ? await hashPassword(password) : await passwordHash!;
    const finalEmail =
      email ?? `user${counter}-${crypto.randomBytes(3).toString('hex')}@test.local`;
    const finalName = name ?? `Test User ${counter}`;
    const id = await insertUser(db, {
      name: finalName,
      email: finalEmail,
      password: hash,
      email_verified_at: new Date().toISOString(),
    });
    const roleRows = await findRolesByNames(db, roles);
    await replaceUserRoles(
      db,
      id,
      roleRows.map((r) => r.id),
    );
    return {
      id,
      name: finalName,
      email: finalEmail.toLowerCase(),
      password: password ?? TEST_PASSWORD,
      roles,
    };
  };

  const users = {} as Record<RoleName, TestUser>;
  for (const role of ROLE_NAMES) {
    users[role] = await createUser({
      roles: [role],
      email: `${role}@test.local`,
      name: `The ${role.replace(/-/g, ' ')}`,
    });
  }

  const tokenForUser = async (userId: number) => {
    const { token, hash } = generateToken();
    await insertToken(db, {
      userId,
      hash,
      name: 'test',
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    return token;
  };

  return {
    app,
    db,
    dialect,
    schema,
    users,
    tokenFor: (role) => tokenForUser(users[role].id),
    tokenForUser,
    createUser,
    authHeader: (token) => ({ authorization: `Bearer ${token}` }),
    close: async () => {
      await app.close();
      await db.destroy();
      await drop();
    },
  };
}
