import { describe, expect, it } from 'vitest';
import { detectImageType } from '../../lib/image-type.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { remapQuestionLinks } from '../budgets/index.ts';

describe('remapQuestionLinks', () => {
  const ids = new Map([
    [10, 110],
    [20, 120],
  ]);

  it('points dedicated-funds links at the copies, keeping everything else', () => {
    const question = {
      name: 'Levy',
      type: 'dedicated',
      options: [
        { id: 'a', title: 'Yes', links: [{ id: 'l1', option_id: 'a', budget_subcategory_id: 10 }] },
        { id: 'b', title: 'No', links: [{ id: 'l2', budget_subcategory_id: '20' }, { id: 'l3' }] },
        { id: 'c', title: 'Maybe' },
      ],
    };
    expect(remapQuestionLinks(question, ids)).toEqual({
      name: 'Levy',
      type: 'dedicated',
      options: [
        { id: 'a', title: 'Yes', links: [{ id: 'l1', option_id: 'a', budget_subcategory_id: 110 }] },
        { id: 'b', title: 'No', links: [{ id: 'l2', budget_subcategory_id: '120' }, { id: 'l3' }] },
        { id: 'c', title: 'Maybe' },
      ],
    });
  });

  it.each([null, 'text', 5, [], { options: 'none' }, { options: [null, { links: [7] }] }])(
    'leaves other shapes as they are: %j',
    (value) => {
      expect(remapQuestionLinks(value, ids)).toEqual(value);
    },
  );

  it('keeps ids that were not copied', () => {
    const question = { options: [{ links: [{ budget_subcategory_id: 99 }] }] };
    expect(remapQuestionLinks(question, ids)).toEqual(question);
  });
});

describe('detectImageType', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'jpg'],
    [[...Buffer.from('GIF87a')], 'gif'],
    [[...Buffer.from('GIF89a')], 'gif'],
    [[...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], null],
    [[0x89, 0x50, 0x4e], null],
    [[], null],
  ])('%j is %s', (bytes, expected) => {
    expect(detectImageType(Uint8Array.from(bytes))).toBe(expected);
  });
});

describe('sanitizeRichText', () => {
  it.each([
    [
      '<p>Plain <strong>bold</strong> <u>u</u> <s>s</s></p>',
      '<p>Plain <strong>bold</strong> <u>u</u> <s>s</s></p>',
    ],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    [
      '<img src="data:image/png;base64,AAAA" alt="inline">',
      '<img src="data:image/png;base64,AAAA" alt="inline" />',
    ],
    ['<a href="data:text/html,hi">x</a>', '<a>x</a>'],
    [
      '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
      '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
    ],
    ['<form><input value="x"></form><svg onload="x()"></svg>', ''],
    ['<blockquote>Q</blockquote><ol><li>one</li></ol>', '<blockquote>Q</blockquote><ol><li>one</li></ol>'],
  ])('%s', (html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });
});
