import { z } from 'zod';

// Zod compiles object parsers with `new Function` unless jitless; the console's Content-Security-Policy
// allows no eval (decision 0541), and even zod's caught probe would report a violation. Imported first.
z.config({ jitless: true });
