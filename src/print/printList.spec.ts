// The print list's rules (doc 2 §3, §5 'Print', §9): blank items, the description, quantities, the checks before
// a preview, and the run: labels repeated by quantity, identical products asked for once.
import { describe, expect, it } from 'vitest';
import {
  blankItem,
  codesOf,
  descriptionOf,
  previewProblem,
  printRun,
  productItem,
  quantityOf,
  PRINT_MESSAGES,
} from './printList';

describe('the print list', () => {
  it('makes generic items with 255 empty info fields and static items with 36', () => {
    expect(blankItem('generic').prInfo).toEqual(Array(255).fill(''));
    expect(blankItem('static').prInfo).toEqual(Array(36).fill(''));
    expect(blankItem('generic').key).not.toBe(blankItem('generic').key);
  });

  it('shows prInfo index 2 as the description only when there are more than 3 entries', () => {
    expect(descriptionOf(['name', 'price', 'desc', 'unit'])).toBe('desc');
    expect(descriptionOf(['name', 'price', 'desc'])).toBe('');
    expect(descriptionOf([])).toBe('');
  });

  it('takes whole quantities from 1 to 1000', () => {
    expect(quantityOf('3')).toBe(3);
    expect(quantityOf('2.7')).toBe(2);
    expect(quantityOf('0')).toBe(1);
    expect(quantityOf('abc')).toBe(1);
    expect(quantityOf(5000)).toBe(1000);
  });

  it('stops a preview on an empty list, then on a missing template', () => {
    const item = productItem({ prCode: 'A', prInfo: ['a'] });
    expect(previewProblem([], 'CROMA.107')).toBe(PRINT_MESSAGES.noProducts);
    expect(previewProblem([], null)).toBe(PRINT_MESSAGES.noProducts);
    expect(previewProblem([item], '')).toBe(PRINT_MESSAGES.noTemplate);
    expect(previewProblem([item], 'CROMA.107')).toBeNull();
  });

  it('repeats each label by its quantity and asks for each distinct product once', () => {
    const a = { ...productItem({ prCode: 'A', prInfo: ['a', '1'], layoutId: 'L04' }), qty: 3 };
    const b = { ...productItem({ prCode: 'B', prInfo: ['b', '2'] }), qty: 2 };
    const again = { ...productItem({ prCode: 'A', prInfo: ['a', '1'], layoutId: 'L04' }), qty: 1 };
    const edited = {
      ...productItem({ prCode: 'A', prInfo: ['a', '1'] }),
      prInfo: ['changed', '', ''],
      edited: true,
    };
    const generic = { ...blankItem('generic'), prInfo: ['loose', '9', ...Array(253).fill('')] };
    const run = printRun([a, b, again, edited, generic]);
    expect(run.products).toEqual([
      { prCode: 'A', layoutId: 'L04' },
      { prCode: 'B' },
      { prCode: 'A', prInfo: ['changed'] },
      { prInfo: ['loose', '9'] },
    ]);
    expect(run.labels.map((l) => l.bitmap)).toEqual([0, 0, 0, 1, 1, 0, 2, 3]);
    expect(run.labels.map((l) => l.prCode)).toEqual(['A', 'A', 'A', 'B', 'B', 'A', 'A', '']);
  });

  it('keeps 1,000 labels of 50 products to 50 products in the call', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ ...productItem({ prCode: `P${i}` }), qty: 20 }));
    const run = printRun(items);
    expect(run.labels).toHaveLength(1000);
    expect(run.products).toHaveLength(50);
  });

  it('reads a pasted code list: separators, blanks and repeats', () => {
    expect(codesOf(' A1, B2\nC3 ;A1\n\n')).toEqual(['A1', 'B2', 'C3']);
  });
});
