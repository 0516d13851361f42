// Jest global teardown of the API suite on PostgreSQL: drops the schema every
// test file created (test_<pid>_<random>), after all workers are done.
import pg from 'pg';

export default async function dropTestSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      "select nspname from pg_namespace where nspname like 'test\\_%'",
    );
    for (const { nspname } of rows) {
      await client.query(`drop schema if exists "${nspname}" cascade`);
    }
  } finally {
    await client.end();
  }
}
