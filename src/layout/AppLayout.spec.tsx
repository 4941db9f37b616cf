// The console's error page names what failed (issue 38 defect 9): React's component stack is logged to the
// browser's console and shown, folded, under the error page in every build, so that a crash like the React #185
// (maximum update depth) seen once in five runs names its component the next time.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import { PageErrorBoundary } from './AppLayout';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** a state update loop in the commit phase: React gives up with #185 after 50 nested updates */
function EndlessLayoutLoop() {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => setCount(count + 1), [count]);
  return <p>{count}</p>;
}

describe('the page error boundary', () => {
  it('logs and shows the component stack of a maximum update depth crash, in Japanese', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <AdminContext
          i18nProvider={createI18nProvider('ja_JP', await loadMessages('ja_JP'))}
          store={memoryStore()}
        >
          <PageErrorBoundary>
            <EndlessLayoutLoop />
          </PageErrorBoundary>
        </AdminContext>,
      );
    });
    const summary = await screen.findByText('詳細');
    const details = screen.getByTestId('error-details');
    expect(details.textContent).toMatch(/Maximum update depth exceeded/);
    expect(details.textContent).toMatch(/EndlessLayoutLoop/);
    fireEvent.click(summary);
    expect(details.querySelector('pre')).toBeVisible();
    const stacks = logged.mock.calls.filter(([first]) => first === 'The page failed:');
    expect(stacks).toHaveLength(1);
    expect(String(stacks[0][2])).toMatch(/React component stack:[\s\S]*EndlessLayoutLoop/);
  });
});
