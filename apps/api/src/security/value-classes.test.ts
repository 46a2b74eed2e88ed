import { describe, expect, it } from 'vitest';
import { badValuesFor } from './bad-values.ts';
import { ValueSpreader } from './value-classes.ts';

const refusedAll = () => true;

describe('bad values spread over the fields of one kind', () => {
  it('gives the first field of a kind every value and the next ones one of each class in turn', () => {
    const spreader = new ValueSpreader();
    const values = badValuesFor('number');
    expect(spreader.pick('number', values, refusedAll)).toEqual(values);
    const second = spreader.pick('number', values, refusedAll);
    const third = spreader.pick('number', values, refusedAll);
    // null, true, 'text', {junk}, NUL, a lone surrogate and 100 KB of text go to every field.
    for (const field of [second, third]) {
      expect(field).toEqual(expect.arrayContaining([null, true, 'text', 'a\u0000b', 'a\uD800b']));
      expect(field.filter((value) => typeof value === 'number')).toHaveLength(1);
      expect(field.filter(Array.isArray)).toHaveLength(1);
    }
    expect(second.find((value) => typeof value === 'number')).not.toEqual(
      third.find((value) => typeof value === 'number'),
    );
  });

  it('always sends a value the schema accepts, since it reaches the handler', () => {
    const spreader = new ValueSpreader();
    const values = badValuesFor('number');
    spreader.pick('number', values, refusedAll);
    const second = spreader.pick('number', values, (value) => value !== 2 ** 31);
    expect(second).toContain(2 ** 31);
  });

  it('keeps fields of another kind whole', () => {
    const spreader = new ValueSpreader();
    spreader.pick('number', badValuesFor('number'), refusedAll);
    expect(spreader.pick('string', badValuesFor('string'), refusedAll)).toEqual(badValuesFor('string'));
  });
});
