// Half of a deliberate cycle made only of type imports (see eslint/boundaries.test.ts):
// import-x/no-cycle skips it, the API's cycle rule must not.
import type { Area } from './area';

export type Shape = { name: string; area: Area };
