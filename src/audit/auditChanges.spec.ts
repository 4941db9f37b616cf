import { describe, expect, it } from 'vitest';
import { changeLines, MISSING } from './auditChanges';

describe('audit changes as lines', () => {
  it('reads each field as before → after, a missing side as —, objects as JSON', () => {
    expect(
      changeLines({ name: ['Old', 'New'], store: [null, ['KR001']], passwordHash: [null, '***'] }),
    ).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'store', before: MISSING, after: '["KR001"]' },
      { field: 'passwordHash', before: MISSING, after: '***' },
    ]);
  });

  it('cuts a long value and reads nothing from what is not an object', () => {
    const [line] = changeLines({ spec: ['x'.repeat(500), null] });
    expect(line.before).toHaveLength(120);
    expect(line.before.endsWith('…')).toBe(true);
    expect(changeLines(null)).toEqual([]);
    expect(changeLines(['a'])).toEqual([]);
  });
});
