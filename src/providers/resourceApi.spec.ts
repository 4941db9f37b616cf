// A row's react-admin id: its key, except where the schema has an `id` field of its own that is not the key (plus
// media: `_id` is the key, `id` the store's file number the API addresses); an undeclared `id` never wins.
import { describe, expect, it } from 'vitest';
import { resources } from '../../domain/generated/resources';
import { withId } from './resourceApi';

describe('withId', () => {
  it("keeps a media row's own id (the store's file number), not its key", () => {
    expect(withId(resources.plusImage, { _id: 'a1b2', id: 3, storeCode: 'KR001' }).id).toBe('3');
  });

  it('uses the key when the schema has no id field, whatever the row carries', () => {
    expect(withId(resources.members, { email: 'a@example.com', id: 99 }).id).toBe('a@example.com');
  });
});
