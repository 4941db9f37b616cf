// A dialog loaded on first open: nothing (and no load) while closed, the dialog once opened, still mounted
// after closing so its exit transition can run.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { whenOpened } from './whenOpened';

function FakeDialog({ open }: { open: boolean }) {
  return <div data-testid="dialog" data-open={String(open)} />;
}

describe('whenOpened', () => {
  it('loads the dialog the first time it opens and keeps it mounted after closing', async () => {
    const load = vi.fn(() => Promise.resolve(FakeDialog));
    const Dialog = whenOpened(load);
    const { rerender } = render(<Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('dialog')).toBeNull();

    rerender(<Dialog open />);
    expect(await screen.findByTestId('dialog')).toHaveAttribute('data-open', 'true');

    rerender(<Dialog open={false} />);
    expect(screen.getByTestId('dialog')).toHaveAttribute('data-open', 'false');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
