import { describe, expect, it } from 'vitest';
import { IMPACT_MESSAGES as M, type TImpactSave } from '@commonpurse/domain';
import { makeImpact } from './fixtures.ts';
import {
  emptyImpactForm,
  impactBody,
  impactFormOf,
  impactPatch,
  ZImpactForm,
  type TImpactForm,
} from './impact-form.ts';

const form = (overrides: Partial<TImpactForm>) => ({
  ...emptyImpactForm(),
  name: 'Trees planted',
  ...overrides,
});
const messages = (overrides: Partial<TImpactForm>) =>
  ZImpactForm.safeParse(form(overrides)).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the impact form', () => {
  it.each([
    [{ name: '' }, [['name', M.nameRequired]]],
    [{ name: 'Km' }, [['name', M.nameTooShort]]],
    [{ target: '1,000' }, [['target', M.targetNotNumber]]],
    [{ target: '123456789012345678901' }, [['target', M.targetTooLong]]],
    [
      { target: '$12345678901234567890' },
      [
        ['target', M.targetNotNumber],
        ['target', M.targetTooLong],
      ],
    ],
    [{ target: '-12.5' }, []],
    [{ prefix: 'x'.repeat(21) }, [['prefix', M.prefixTooLong]]],
  ])('%j -> %j', (overrides, expected) => {
    expect(messages(overrides)).toEqual(expected);
  });

  it('sends empty fields as none, the target as a number, and keeps the suffix spaces', () => {
    const values = ZImpactForm.parse(
      form({ target: ' 8.5 ', suffix: ' trees', description: '  ' }),
    ) as TImpactSave;
    expect(impactBody(values)).toEqual({
      name: 'Trees planted',
      description: null,
      additional_details: null,
      target: 8.5,
      prefix: null,
      suffix: ' trees',
    });
  });

  it('patches only what changed', () => {
    const impact = makeImpact({ name: 'Trees planted', target: 500, suffix: ' trees' });
    const unchanged = ZImpactForm.parse(impactFormOf(impact)) as TImpactSave;
    expect(impactPatch(impact, unchanged)).toEqual({});
    const cleared = ZImpactForm.parse({ ...impactFormOf(impact), target: '' }) as TImpactSave;
    expect(impactPatch(impact, cleared)).toEqual({ target: null });
  });
});
