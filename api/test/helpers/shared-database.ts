// One database opened by several app instances, as several API processes on
// one PostgreSQL (a throwaway schema when TEST_DATABASE_URL is set) or on one
// SQLite file (a temp file; SQLite serves one host, but two connections to a
// file still race like two processes).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { createDatabase, type Database, type DatabaseConfig } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { hashPassword } from '../../src/lib/password';
import { insertToken } from '../../src/modules/auth/token.repository';
import { generateToken } from '../../src/modules/auth/tokens';
import { findRolesByNames, replaceUserRoles } from '../../src/modules/users/roles.repository';
import { insertUser } from '../../src/modules/users/users.repository';

export type SharedDatabase = {
  dialect: 'sqlite' | 'postgres';
  schema: string | undefined;
  /** A new connection (pool) to the same database: one per "process". */
  open(): Database;
  /** Closes every connection opened and removes a temp file. */
  close(): Promise<void>;
};

/** An empty shared database (not migrated). */
export async function openSharedDatabase(): Promise<SharedDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  let config: DatabaseConfig;
  let dir: string | undefined;
  let schema: string | undefined;
  if (url) {
    schema = `test_${process.pid}_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    config = { dialect: 'postgres', url, searchPath: schema, poolMax: 6 };
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colophon-shared-'));
    config = { dialect: 'sqlite', file: path.join(dir, 'db.sqlite') };
  }
  const opened: Database[] = [];
  return {
    dialect: config.dialect,
    schema,
    open() {
      const db = createDatabase(config);
      opened.push(db);
      return db;
    },
    async close() {
      for (const db of opened) await db.destroy();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Instances = {
  shared: SharedDatabase;
  /** Two app instances, each with its own connection(s) to the shared database. */
  apps: [FastifyInstance, FastifyInstance];
  dbs: [Database, Database];
  /** Builds another instance on the same database (a restart). */
  another(): Promise<FastifyInstance>;
  createUser(roles: string[], password?: string): Promise<{ id: number; email: string }>;
  tokenFor(userId: number): Promise<string>;
  close(): Promise<void>;
};

/** A migrated shared database with two app instances on it. */
export async function buildInstances(config: Partial<AppConfig> = {}): Promise<Instances> {
  const shared = await openSharedDatabase();
  const first = shared.open();
  await migrateToLatest(first, shared.schema);
  const apps: FastifyInstance[] = [];
  const build = async (db: Database) => {
    const app = await buildApp({
      db,
      config: {
        authRateLimitPerIp: 10_000,
        corsOrigins: ['http://localhost:4100'],
        ...config,
      },
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  const second = shared.open();
  const pair: [FastifyInstance, FastifyInstance] = [await build(first), await build(second)];
  let counter = 0;
  return {
    shared,
    apps: pair,
    dbs: [first, second],
    another: () => build(shared.open()),
    async createUser(roles, password = 'secret-password') {
      counter += 1;
      const email = `shared${counter}-${crypto.randomBytes(3).toString('hex')}@test.local`;
      const id = await insertUser(first, {
        name: `Shared ${counter}`,
        email,
        password: await hashPassword(password),
        email_verified_at: new Date().toISOString(),
      });
      const roleRows = await findRolesByNames(first, roles);
      await replaceUserRoles(
        first,
        id,
        roleRows.map((r) => r.id),
      );
      return { id, email };
    },
    async tokenFor(userId) {
      const { token, hash } = generateToken();
      await insertToken(first, {
        userId,
        hash,
        name: 'test',
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      });
      return token;
    },
    async close() {
      for (const app of apps) await app.close();
      await shared.close();
    },
  };
}
