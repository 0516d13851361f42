// Half of a deliberate import cycle (see eslint/boundaries.test.ts).
import { b } from './b';

export const a = () => b() + 1;
