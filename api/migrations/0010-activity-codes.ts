// Status-history notes the server wrote in English become message codes with
// parameters, so the panel shows them in the reader's language:
// "Manuscript created" → history.manuscriptCreated, "Revision v3 uploaded" →
// history.revisionUploaded|{"version":3}. Notes users typed are left alone
// (only these exact server texts are matched). The activity feed needs no
// conversion: it is told from the audit log's structured rows when read.
import { sql } from 'kysely';
import { type AnyKysely } from '../src/db/portable';

const CREATED = 'Manuscript created';
const CREATED_CODE = 'history.manuscriptCreated';
const REVISION = /^Revision v(\d{1,9}) uploaded$/;

const revisionCode = (version: number) => `history.revisionUploaded|{"version":${version}}`;

export async function up(db: AnyKysely) {
  await sql`update manuscript_status_history set notes = ${CREATED_CODE} where notes = ${CREATED}`.execute(
    db,
  );
  const { rows } = await sql<{ id: number; notes: string }>`
    select id, notes from manuscript_status_history where notes like ${'Revision v% uploaded'}`.execute(
    db,
  );
  for (const row of rows) {
    const match = REVISION.exec(row.notes);
    if (!match) continue;
    await sql`update manuscript_status_history set notes = ${revisionCode(Number(match[1]))} where id = ${row.id}`.execute(
      db,
    );
  }
}

export async function down(db: AnyKysely) {
  await sql`update manuscript_status_history set notes = ${CREATED} where notes = ${CREATED_CODE}`.execute(
    db,
  );
  const { rows } = await sql<{ id: number; notes: string }>`
    select id, notes from manuscript_status_history where notes like ${'history.revisionUploaded|%'}`.execute(
    db,
  );
  for (const row of rows) {
    const match = /"version":(\d+)/.exec(row.notes);
    if (!match) continue;
    await sql`update manuscript_status_history set notes = ${`Revision v${match[1]} uploaded`} where id = ${row.id}`.execute(
      db,
    );
  }
}
