import { fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { usePageQuery } from './usePageQuery';

type Ask = ReturnType<typeof vi.fn<() => Promise<string>>>;

/** a page of one query; `committed` gets how many asks there were when the page's frame was committed */
function Page({ name, ask, committed }: { name: string; ask: Ask; committed: number[] }) {
  const { data } = usePageQuery({ queryKey: ['usePageQuery.spec', name], queryFn: ask });
  useLayoutEffect(() => {
    committed.push(ask.mock.calls.length);
  }, [ask, committed]);
  return <p>{data ?? 'loading'}</p>;
}

describe('usePageQuery', () => {
  it('asks for its data as the page first renders, before the frame is committed, and once', async () => {
    const ask: Ask = vi.fn(async () => 'answer');
    const committed: number[] = [];
    renderWithAdmin(<Page name="first" ask={ask} committed={committed} />);
    expect(committed[0]).toBe(1);
    await screen.findByText('answer');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when the answer came before a render React set aside was done again', async () => {
    const ask: Ask = vi.fn(async () => 'answer');
    let loaded: (module: { default: ComponentType }) => void = () => undefined;
    const Later = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loaded = resolve)));
    renderWithAdmin(
      <Suspense fallback={<p>chunk</p>}>
        <Page name="set-aside" ask={ask} committed={[]} />
        <Later />
      </Suspense>,
    );
    await screen.findByText('chunk');
    expect(ask).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(ask.mock.results[0]?.type).toBe('return'));
    await Promise.resolve();
    loaded({ default: () => <p>later</p> });
    await screen.findByText('answer');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks again when a page opens anew on data the cache holds', async () => {
    const ask: Ask = vi.fn(async () => 'answer');
    function Reopened() {
      const [opened, setOpened] = useState(0);
      return (
        <>
          <button onClick={() => setOpened(opened + 1)}>open again</button>
          <Page key={opened} name="again" ask={ask} committed={[]} />
        </>
      );
    }
    renderWithAdmin(<Reopened />);
    await screen.findByText('answer');
    fireEvent.click(screen.getByText('open again'));
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(2));
  });
});
