// The other half of the deliberate cycle.
import { a } from './a';

export const b = (): number => (Math.random() > 2 ? a() : 0);
