// The dashboard's warm-up before login (warmUp.tsx): its panels are drawn outside the window, hidden from people,
// assistive technology and tests (no panel test ids), and removed once done.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { DashboardWarmUp } from './warmUp';

const holder = () => document.querySelector<HTMLElement>('body > div[aria-hidden="true"]');

describe('the dashboard warm-up', () => {
  it('draws every panel off screen, inert and without test ids, then removes them', async () => {
    const onDone = vi.fn();
    renderWithAdmin(<DashboardWarmUp onDone={onDone} limitMs={200} />);
    await waitFor(() => expect(holder()?.querySelectorAll('[data-warm-panel]').length).toBeGreaterThan(5));
    const box = holder()!;
    expect(box.inert).toBe(true);
    expect(box.style.visibility).toBe('hidden');
    expect(box.style.left).toBe('-100000px');
    expect(document.querySelector('[data-testid^="panel-"]')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(holder()).toBeNull();
    expect(document.querySelector('[data-warm-panel]')).toBeNull();
  });
});
