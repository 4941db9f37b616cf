import { describe, expect, it } from 'vitest';
import { DESCRIPTION_CELL_LENGTH, truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps text up to the limit and cuts longer text with an ellipsis', () => {
    const exact = 'x'.repeat(DESCRIPTION_CELL_LENGTH);
    expect(truncateText(exact)).toBe(exact);
    expect(truncateText(`${exact}yz`)).toBe(`${exact}…`);
    expect(truncateText('abcdef', 3)).toBe('abc…');
    expect(truncateText(null)).toBe('');
  });
});
