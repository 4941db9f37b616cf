// The upload dialog against a fake server: 'Invalid file format' before sending, 'File upload in progress.'
// while the answer is awaited, then the answer's errors or 'Complete!', and the Error dialog for a refusal.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import type { ProductUploadDetail as Upload } from '../../domain/generated/calls';
import { ROW_HEIGHT, ROWS_IN_VIEW } from '../stores/picker/VirtualListbox';
import { UploadDialog } from './UploadDialog';

interface Sent {
  url: string;
  storeCode: FormDataEntryValue | null;
  file: File | null;
}
let sent: Sent[];
let answer: { resolve: (response: Response) => void } | undefined;

const upload = (over: Partial<Upload>): Upload => ({
  _id: 7,
  fileName: 'weekly.csv',
  storeCode: 'JP001',
  fileType: 'csv',
  count: 3,
  dataCount: 3,
  errorCount: 0,
  error: [],
  received: '2026-01-02T03:04:05Z',
  finished: '2026-01-02T03:04:06Z',
  createdBy: null,
  ...over,
});
/** the store pickers' search as the server answers it: the stores whose code or name contains filter_text */
const STORES = [
  { storeCode: 'JP001', storeName: 'Tokyo Shibuya' },
  { storeCode: 'KR001', storeName: 'Seoul Gangnam' },
];
function storeOptions(init?: RequestInit) {
  const { filter_text: text = '' } = JSON.parse(String(init?.body ?? '{}')) as { filter_text?: string };
  const data = STORES.filter((store) => `${store.storeCode} ${store.storeName}`.includes(text));
  return { recordsTotal: STORES.length, recordsFiltered: data.length, data };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderDialog() {
  const onUploaded = vi.fn();
  renderWithAdmin(
    <UploadDialog open stores={['KR001', 'JP001']} onClose={() => undefined} onUploaded={onUploaded} />,
  );
  return { onUploaded };
}

function choose(name: string, content = 'prCode,layoutId\nP1,L01\n') {
  fireEvent.change(screen.getByTestId('upload-file'), { target: { files: [new File([content], name)] } });
}

async function pickStore(code: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Store' }));
  // options read "CODE name"
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${code} `) }));
}

describe('the product file upload dialog', () => {
  beforeEach(() => {
    sent = [];
    answer = undefined;
    // jsdom lays nothing out: the store picker's list gets the height of its rows in view, as in a browser
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(ROW_HEIGHT * ROWS_IN_VIEW);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('config.json')) return json(200, { apiBase: '/api' });
        if (url.endsWith('/store/options/search')) return json(200, storeOptions(init));
        const form = init?.body as FormData;
        sent.push({ url, storeCode: form.get('storeCode'), file: form.get('file') as File | null });
        return new Promise<Response>((resolve) => (answer = { resolve }));
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("refuses a file that is not .csv or .txt with 'Invalid file format' and sends nothing", async () => {
    renderDialog();
    choose('products.xlsx');
    const dialog = await screen.findByTestId('error-dialog');
    expect(dialog).toHaveTextContent('Invalid file format');
    // behind the Error dialog (hidden from the accessibility tree while it is open)
    expect(screen.getByRole('button', { name: 'Upload', hidden: true })).toBeDisabled();
    expect(screen.getByTestId('upload-file-name')).toHaveTextContent('No file chosen');
    expect(sent).toEqual([]);
  });

  it("shows 'File upload in progress.' until the answer, then 'Complete!' with the counts", async () => {
    const { onUploaded } = renderDialog();
    await pickStore('JP001');
    choose('weekly.csv');
    expect(screen.getByTestId('upload-file-name')).toHaveTextContent('weekly.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('File upload in progress.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toMatch(/\/api\/product\/file$/);
    expect(sent[0].storeCode).toBe('JP001');
    expect(sent[0].file?.name).toBe('weekly.csv');
    answer!.resolve(json(200, upload({})));
    const outcome = await screen.findByTestId('upload-outcome');
    expect(outcome).toHaveTextContent('Complete!');
    expect(outcome).toHaveTextContent('3 of 3 rows imported.');
    expect(screen.queryByText('File upload in progress.')).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ _id: 7 }));
  });

  it('shows the errors of an answer that has some, not Complete!', async () => {
    renderDialog();
    choose('weekly.txt');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(answer).toBeDefined());
    expect(sent[0].storeCode).toBe('KR001');
    const errors = Array.from({ length: 8 }, (_, i) => ({ line: i + 2, message: 'Please enter Layout ID' }));
    answer!.resolve(json(200, upload({ count: 10, dataCount: 2, errorCount: 8, error: errors })));
    const outcome = await screen.findByTestId('upload-outcome');
    expect(outcome).not.toHaveTextContent('Complete!');
    expect(outcome).toHaveTextContent('2 of 10 rows imported.');
    expect(screen.getAllByTestId('upload-outcome-error')[0]).toHaveTextContent(
      'Line 2: Please enter Layout ID',
    );
    expect(screen.getAllByTestId('upload-outcome-error')).toHaveLength(5);
    expect(outcome).toHaveTextContent('3 more rows with errors: see the upload detail.');
    expect(screen.getByRole('link', { name: 'Open detail' })).toHaveAttribute(
      'href',
      '/product/file/upload/history/detail/7',
    );
  });

  it("a refused upload shows the server's message in the Error dialog", async () => {
    renderDialog();
    choose('weekly.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(answer).toBeDefined());
    answer!.resolve(json(403, { message: 'Permission denied.' }));
    expect(await screen.findByTestId('error-dialog')).toHaveTextContent('Permission denied.');
    expect(screen.queryByTestId('upload-outcome')).toBeNull();
  });
});
