import { describe, expect, it } from 'vitest';
import { subdomainOf } from './publisher.ts';

describe('subdomainOf', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['riverton-schools.budgets.example.org', 'riverton-schools'],
    ['localhost', null],
  ])('%s -> %s', (host, expected) => {
    expect(subdomainOf(host)).toBe(expected);
  });
});
