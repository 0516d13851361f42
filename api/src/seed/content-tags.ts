// Tags on the demo range: every second manuscript and every journal carries
// one or two of core's tags, picked by id (no random stream moves), so the
// tags screen shows usage counts and the list filters find something.
import type { Database } from '../db/database';

export async function seedTagLinks(db: Database, manuscriptIds: { from: number; to: number }) {
  const tags = (await db.selectFrom('tags').select('id').orderBy('id').execute()).map((t) => t.id);
  if (tags.length === 0) return;
  const pick = (n: number) => tags[n % tags.length]!;
  const manuscriptLinks: { manuscript_id: number; tag_id: number }[] = [];
  for (let id = manuscriptIds.from; id <= manuscriptIds.to; id += 2) {
    manuscriptLinks.push({ manuscript_id: id, tag_id: pick(id) });
    if (id % 3 === 0 && pick(id * 7 + 1) !== pick(id)) {
      manuscriptLinks.push({ manuscript_id: id, tag_id: pick(id * 7 + 1) });
    }
  }
  const journals = await db.selectFrom('journals').select('id').execute();
  const journalLinks = journals.map((j) => ({ journal_id: j.id, tag_id: pick(j.id * 3) }));
  for (let i = 0; i < manuscriptLinks.length; i += 200) {
    await db
      .insertInto('manuscript_tags')
      .values(manuscriptLinks.slice(i, i + 200))
      .execute();
  }
  if (journalLinks.length) await db.insertInto('journal_tags').values(journalLinks).execute();
}
