import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from './csv-records.ts';

const csv = (rows: number) =>
  Buffer.from(
    [
      'category,subcategory,amount,details',
      ...Array.from({ length: rows }, (_, i) => `Safety,"Item, ${i}",${i},`),
    ].join('\n'),
  );

describe('parseCsvRecords', () => {
  it('reads every record, quoted commas and a byte-order mark included', async () => {
    const result = await parseCsvRecords(Buffer.concat([Buffer.from('\ufeff'), csv(3)]), 10);
    expect(result).toEqual({
      ok: true,
      records: [
        ['category', 'subcategory', 'amount', 'details'],
        ['Safety', 'Item, 0', '0', ''],
        ['Safety', 'Item, 1', '1', ''],
        ['Safety', 'Item, 2', '2', ''],
      ],
    });
  });

  it('stops once a file has more records than allowed', async () => {
    expect(await parseCsvRecords(csv(200_000), 5_001)).toEqual({ ok: false, tooMany: true });
  });

  it('lets other work run while it parses a large file', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const result = await parseCsvRecords(csv(30_000), 100_000);
    clearInterval(timer);
    expect(result.ok && result.records.length).toBe(30_001);
    expect(ticks).toBeGreaterThan(1);
  });

  it('rejects a file that is not CSV with the line it failed on', async () => {
    await expect(parseCsvRecords(Buffer.from('a,b\n"unterminated'), 10)).rejects.toMatchObject({
      lines: expect.any(Number),
    });
  });
});
