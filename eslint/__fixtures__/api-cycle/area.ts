// The other half of the type-only cycle.
import type { Shape } from './shape';

export type Area = { of: Shape['name']; value: number };
