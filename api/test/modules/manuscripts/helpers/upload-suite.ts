// The set-up of the upload test files: a test app with a small upload limit,
// its own data folder, an author and a journal to submit to.
import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { insertJournal, tokenOf, withTempDataDir } from './content';

/** UPLOAD_MAX_BYTES of these suites: small, so the 413 test stays cheap. */
export const UPLOAD_TEST_MAX_BYTES = 64 * 1024;

export type UploadSuite = {
  /** Filled in by the suite's beforeAll. */
  state: { t: TestApp; author: string; journal: number };
  /** The stored files' folder. */
  uploads: () => string;
  /** Every stored file (tmp/ included), relative to uploads/. */
  storedFiles: () => string[];
};

/** Registers the suite's beforeAll/afterAll; call once, at the top of a test file. */
export function setUpUploadSuite(): UploadSuite {
  const dataDir = withTempDataDir();
  process.env.UPLOAD_MAX_BYTES = String(UPLOAD_TEST_MAX_BYTES);
  const state = {} as UploadSuite['state'];
  beforeAll(async () => {
    state.t = await buildTestApp();
    state.author = await tokenOf(state.t, 'author');
    state.journal = await insertJournal(state.t);
  });
  afterAll(async () => {
    delete process.env.UPLOAD_MAX_BYTES;
    await state.t.close();
  });
  const uploads = () => path.join(dataDir, 'uploads');
  const storedFiles = () => {
    const root = uploads();
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(root, f)).isFile())
      .sort();
  };
  return { state, uploads, storedFiles };
}
