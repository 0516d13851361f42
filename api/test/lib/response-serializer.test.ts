import Fastify from 'fastify';
import { z } from 'zod';
import { manuscriptSummarySchema } from '@colophon/shared/contracts';
import { compileJsonWriter, responseSerializerCompiler } from '../../src/lib/response-serializer';

const summary = {
  id: 7,
  title: 'Coral reefs "under" stress\u2028',
  abstract: 'Ünïcode, <b>markup</b> and \\ slashes',
  keywords: ['reef', 'heat'],
  manuscript_type: 'research_article',
  journal_id: 3,
  journal: { id: 3, title: 'Marine Letters', name: 'Marine Letters' },
  doi: null,
  status: 'submitted',
  version: 2,
  submission_date: '2026-11-26T12:59:27.603Z',
  submission_notes: null,
  submitter: { id: 5, name: 'Ada' },
  corresponding_author: null,
  tags: [{ id: 1, name: 'Open data', slug: 'open-data', color: '#0a7' }],
  created_at: '2026-11-26T12:59:27.603Z',
  updated_at: '2026-11-26T12:59:27.603Z',
};

it('writes what zod writes: the same text for nulls, nested objects, arrays and escapes', () => {
  const write = compileJsonWriter(manuscriptSummarySchema);
  expect(write).not.toBeNull();
  for (const value of [
    summary,
    { ...summary, doi: '10.1/x', corresponding_author: { name: 'A', email: 'a@b.c' } },
  ])
    expect(write!(value)).toBe(JSON.stringify(z.encode(manuscriptSummarySchema, value as never)));
});

it('leaves out what the schema does not name, as zod strips it', () => {
  const write = compileJsonWriter(z.object({ id: z.number(), name: z.string() }))!;
  const written = JSON.parse(write({ id: 1, name: 'Ada', password_hash: 'argon2id$…' }));
  expect(written).toEqual({ id: 1, name: 'Ada' });
});

it('leaves a schema JSON Schema cannot describe to zod', () => {
  expect(compileJsonWriter(z.object({ at: z.date() }))).toBeNull();
  expect(compileJsonWriter(z.string().transform((s) => s.length))).toBeNull();
});

describe('in a route', () => {
  const schema = z.object({ id: z.number(), name: z.string() });
  async function appWith(crossCheck: boolean, answer: unknown) {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler({ crossCheck }));
    app.get('/x', { schema: { response: { 200: schema } } }, async () => answer);
    await app.ready();
    return app;
  }

  it('answers with the compiled writer', async () => {
    const app = await appWith(false, { id: 1, name: 'Ada', secret: 'x' });
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"id":1,"name":"Ada"}');
    await app.close();
  });

  it('the cross-check refuses an answer zod would refuse (the writer alone coerces it)', async () => {
    const wrong = { id: '1', name: 'Ada' };
    const plain = await appWith(false, wrong);
    expect((await plain.inject('/x')).body).toBe('{"id":1,"name":"Ada"}');
    await plain.close();
    const checked = await appWith(true, wrong);
    expect((await checked.inject('/x')).statusCode).toBe(500);
    await checked.close();
  });
});
