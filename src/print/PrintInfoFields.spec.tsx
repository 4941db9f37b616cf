// The print editor's info fields are named from the alias configuration: while it loads they show their number
// only, never the raw prInfo_{index} names that the loaded configuration then replaces.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

let answerAliases: (answer: { data: Array<{ index: number; name: string }> }) => void = () => undefined;
vi.mock('../providers/httpClient', () => ({
  callApi: vi.fn(
    () =>
      new Promise((resolve) => {
        answerAliases = resolve;
      }),
  ),
}));

const { renderWithAdmin } = await import('../test/renderWithAdmin');
const { PrintInfoFields } = await import('./PrintInfoFields');
const { productItem } = await import('./printList');

describe('PrintInfoFields', () => {
  it('shows no raw prInfo_ name before the alias configuration has loaded', async () => {
    const item = productItem({ prCode: 'P1', prInfo: ['Tea', '128'] });
    renderWithAdmin(<PrintInfoFields item={item} onChange={() => undefined} />);
    const labelOf = (index: number) =>
      screen.getByTestId<HTMLInputElement>(`print-info-${index}`).labels?.[0]?.textContent ?? '';
    expect(labelOf(0)).toBe('0.');
    expect(labelOf(1)).toBe('1.');
    answerAliases({ data: [{ index: 0, name: 'Product Name' }] });
    await screen.findByLabelText('0. Product Name');
    // an index without an alias keeps its raw name once the configuration is known (doc 2 §2)
    expect(labelOf(1)).toBe('1. prInfo_1');
  });
});
