// The print list's description cell (doc 2 §9): at most 80 characters, the whole text as the cell's title.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../providers/httpClient', () => ({ httpRequest: vi.fn(() => Promise.resolve([])) }));

const { renderWithAdmin } = await import('../test/renderWithAdmin');
const { PrintItemTable } = await import('./PrintItemTable');
const { productItem } = await import('./printList');

describe('PrintItemTable', () => {
  it('cuts a long description to 80 characters and keeps the whole text as its title', () => {
    const long =
      'Organic green tea, first flush, hand picked on the slopes of Shizuoka, 500 ml bottle, chilled';
    const item = productItem({ prCode: 'P1', prInfo: ['Tea', '128', long, 'x'] });
    renderWithAdmin(<PrintItemTable items={[item]} onChange={() => undefined} onRemove={() => undefined} />);
    const cell = screen.getByTestId('print-row-description');
    expect(cell.textContent).toBe(`${long.slice(0, 80)}…`);
    expect(cell.getAttribute('title')).toBe(long);
  });

  it('shows a short description whole', () => {
    const item = productItem({ prCode: 'P2', prInfo: ['Tea', '128', 'Green tea 500 ml', 'x'] });
    renderWithAdmin(<PrintItemTable items={[item]} onChange={() => undefined} onRemove={() => undefined} />);
    expect(screen.getByTestId('print-row-description').textContent).toBe('Green tea 500 ml');
  });
});
