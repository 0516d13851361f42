// zod compiles object parsers with `new Function` when the page allows it, and
// its probe for that (a caught `new Function('')`) is reported as a violation
// of the panel's CSP, which has no 'unsafe-eval' (ADR 0006). In a browser,
// parse without it. Imported first wherever schemas are defined, so the
// setting precedes the first schema (the probe runs when one is created).
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });
