import { describeBadInput } from './bad-input-check.ts';

// Bad input on every write route, the routes dealt to two files that Vitest runs side by side.
describeBadInput(0, 2);
