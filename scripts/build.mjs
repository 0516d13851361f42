// `pnpm build`: production builds of the host and every remote (incremental;
// `--force` rebuilds everything).
import { buildApps } from './lib/build-apps.mjs';
import { FRONTEND_APPS } from './lib/apps.mjs';

buildApps(FRONTEND_APPS, { force: process.argv.includes('--force') });
