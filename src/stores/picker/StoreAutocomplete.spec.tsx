// The shared store picker against a stubbed POST /store/options/search of 300 stores: typing asks the server
// with the typed text, the list renders far fewer rows than it loaded, chosen stores fold into a count.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { StoreAutocomplete } from './StoreAutocomplete';
import { ROW_HEIGHT, ROWS_IN_VIEW } from './VirtualListbox';

const STORES = Array.from({ length: 300 }, (_, i) => ({
  storeCode: `F${String(i + 1).padStart(5, '0')}`,
  storeName: `Store ${i + 1}`,
}));

interface Body {
  start?: number;
  length?: number;
  filter_text?: string;
  filter_storeCode?: string[];
}

/** what the server was asked */
let asked: Body[] = [];

function serve(url: string, init?: RequestInit) {
  if (!url.endsWith('/api/store/options/search')) return Promise.reject(new Error(url));
  const body = JSON.parse(String(init?.body ?? '{}')) as Body;
  asked.push(body);
  const text = body.filter_text?.toLowerCase();
  const matching = STORES.filter(
    (s) =>
      (!text || s.storeCode.toLowerCase().includes(text) || s.storeName.toLowerCase().includes(text)) &&
      (!body.filter_storeCode || body.filter_storeCode.includes(s.storeCode)),
  );
  const start = body.start ?? 0;
  const page = {
    recordsTotal: STORES.length,
    recordsFiltered: matching.length,
    data: matching.slice(start, start + (body.length ?? 50)),
  };
  return Promise.resolve(new Response(JSON.stringify(page), { status: 200 }));
}

function Several({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return <StoreAutocomplete multiple label="Stores" testId="picker" value={value} onChange={setValue} />;
}

const open = () => fireEvent.mouseDown(screen.getByTestId('picker'));

describe('the shared store picker', () => {
  beforeEach(() => {
    asked = [];
    vi.stubGlobal('fetch', vi.fn(serve));
    // jsdom lays nothing out: the listbox gets the height of the rows in view, as in a browser
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(ROW_HEIGHT * ROWS_IN_VIEW);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks the server with the typed text and shows what it answers', async () => {
    renderWithAdmin(<Several initial={[]} />);
    open();
    await screen.findAllByTestId('picker-option');
    fireEvent.change(screen.getByTestId('picker'), { target: { value: 'F0012' } });
    await waitFor(() => expect(asked.some((body) => body.filter_text === 'F0012')).toBe(true));
    await waitFor(() =>
      expect(screen.getAllByTestId('picker-option').map((o) => o.dataset.storeCode)).toEqual(
        Array.from({ length: 10 }, (_, i) => `F0012${i}`),
      ),
    );
    expect(screen.getAllByTestId('picker-option')[0].textContent).toBe('F00120 Store 120');
  });

  it('renders far fewer option elements than the stores it loaded', async () => {
    renderWithAdmin(<Several initial={[]} />);
    open();
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(Number(listbox.dataset.rows)).toBeGreaterThanOrEqual(50));
    const shown = within(listbox).getAllByTestId('picker-option').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(20);
    expect(asked[0]).toMatchObject({ start: 0, length: 50 });
  });

  it('shows three chosen stores as chips and the rest as a count that lists them', async () => {
    renderWithAdmin(<Several initial={STORES.slice(0, 25).map((s) => s.storeCode)} />);
    await waitFor(() =>
      expect(screen.getAllByTestId('picker-chip').map((chip) => chip.textContent)).toEqual([
        'F00001 Store 1',
        'F00002 Store 2',
        'F00003 Store 3',
      ]),
    );
    const count = screen.getByTestId('picker-count');
    expect(count.textContent).toBe('+22 stores');
    fireEvent.click(count);
    const list = await screen.findByTestId('picker-selected');
    expect(within(list).getByText('25 stores selected')).toBeTruthy();
    // a page of 20 rows, the rest on the next page
    expect(within(list).getAllByTestId('picker-selected-row')).toHaveLength(20);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove F00001' }));
    await waitFor(() => expect(screen.getByTestId('picker-count').textContent).toBe('+21 stores'));
  });
});
