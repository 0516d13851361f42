// The set-up of the upload test files: a test app with a small upload limit,
// its own data folder, an author and a journal to submit to.
import path from 'node:path';
import { storedFiles as listStored } from '../../../helpers/stored-files';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { insertJournal, tokenOf, withTempDataDir } from './content';

/** UPLOAD_MAX_BYTES of these suites: small, so the 413 test stays cheap. */
export const UPLOAD_TEST_MAX_BYTES = 64 * 1024;

export type UploadSuite = {
  /** Filled in by the suite's beforeAll. */
  state: { t: TestApp; author: string; journal: number };
  /** The stored files' folder. */
  uploads: () => string;
  /** Every stored file (tmp/ included; on disk or in the database), relative to uploads/. */
  storedFiles: () => Promise<string[]>;
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
  const storedFiles = () => listStored(state.t.db, uploads());
  return { state, uploads, storedFiles };
}
