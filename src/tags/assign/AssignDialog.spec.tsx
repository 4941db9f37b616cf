// The assign dialog against a fake server: messages in order, sounds, the family ticket offer, the
// unknown-product question, and the site rules (croma large ticket, edion padding).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import type { AuthProvider } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../../auth/privileges';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { englishAppMessages } from '../../i18n/messages';
import { ErrorDialogProvider } from '../../layout/ErrorDialog';
import { AssignDialog } from './AssignDialog';

const sounds = vi.hoisted(() => ({ success: 0, failure: 0 }));
vi.mock('../../sound/sounds', () => ({
  playSuccessSound: () => sounds.success++,
  playFailureSound: () => sounds.failure++,
}));

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}
let calls: Call[];
let families: Array<{ fmPrCode: string; prCodeList: string[]; layoutId: string; nfc: null }>;
let missing: string[];
let assignAnswer: { status: number; body: unknown };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderDialog(site = '') {
  const permissions: Permissions = {
    role_id: 0,
    privilege: {},
    store: [],
    systemConfig: { site },
    enableWholeStore: false,
  };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  };
  const onAssigned = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={createI18nProvider('en_US', englishAppMessages)}
        authProvider={authProvider}
        store={memoryStore()}
      >
        <ErrorDialogProvider>
          <AssignDialog storeCode="KR001" open onClose={() => undefined} onAssigned={onAssigned} />
        </ErrorDialogProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { onAssigned };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const outcome = () => screen.getByTestId('assign-outcome');
/** the dialog takes input once the session's site rules are known */
const ready = () => waitFor(() => expect(screen.getByRole('button', { name: 'Assign' })).toBeEnabled());
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('the assign dialog', () => {
  beforeEach(() => {
    calls = [];
    families = [];
    missing = [];
    sounds.success = sounds.failure = 0;
    assignAnswer = {
      status: 200,
      body: { taskId: 7, tagCount: 1, storeCode: 'KR001', tagList: [], notFound: [] },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = url.replace(/^.*\/api/, '');
        const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
        calls.push({ method: init?.method ?? 'GET', path, body });
        if (url.endsWith('config.json')) return json(200, { apiBase: '/api' });
        if (path.startsWith('/product/family/findByPrCode/')) return json(200, { data: families });
        if (path === '/product/store/KR001/list') return json(200, { data: [], missing });
        if (path.startsWith('/tag/assign')) return json(assignAnswer.status, assignAnswer.body);
        return json(404, { message: 'Not Found' });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('single: blank tag ID refocuses it, blank product asks for it, then assigns and is ready for the next scan', async () => {
    const { onAssigned } = renderDialog();
    await ready();
    await screen.findByText('Scan a tag ID, then a product code.');
    input('Product code').focus();
    press('Assign');
    expect(document.activeElement).toBe(input('Tag ID'));
    type('Tag ID', 'KR001000001');
    press('Assign');
    expect(outcome()).toHaveTextContent('Enter Product Code, Please!');
    expect(document.activeElement).toBe(input('Product code'));
    type('Product code', ' 8801234567890 ');
    press('Assign');
    await waitFor(() => expect(outcome()).toHaveTextContent('Tag KR001000001 will show 8801234567890.'));
    expect(posts('/tag/assign')[0].body).toMatchObject({
      storeCode: 'KR001',
      tagList: [{ tagMac: 'KR001000001', prCode: '8801234567890' }],
      force: false,
    });
    expect(sounds).toEqual({ success: 1, failure: 0 });
    expect(onAssigned).toHaveBeenCalledTimes(1);
    expect(input('Tag ID').value).toBe('');
    expect(document.activeElement).toBe(input('Tag ID'));
  });

  it('single: a failure plays the failure sound, shows the message plus status code and clears the fields', async () => {
    assignAnswer = { status: 403, body: { message: 'Permission denied.' } };
    renderDialog();
    await ready();
    type('Tag ID', 'KR002000001');
    type('Product code', 'P1');
    press('Assign');
    await waitFor(() => expect(outcome()).toHaveTextContent('Permission denied. (403)'));
    expect(sounds).toEqual({ success: 0, failure: 1 });
    expect(input('Tag ID').value).toBe('');
    expect(input('Product code').value).toBe('');
  });

  it("single: unknown products ask 'Some products don't exist. Would you like to continue?'; yes forces", async () => {
    missing = ['NOPE'];
    renderDialog();
    await ready();
    type('Tag ID', 'T1');
    type('Default product code', 'NOPE');
    press('Assign');
    expect(await screen.findByText("Some products don't exist. Would you like to continue?")).toBeVisible();
    press('Yes');
    await waitFor(() => expect(posts('/tag/assign')).toHaveLength(1));
    expect(posts('/tag/assign')[0].body).toMatchObject({
      tagList: [{ tagMac: 'T1', prCode: 'NOPE' }],
      force: true,
    });
  });

  it('single: the family ticket is offered (two families) and assigns the chosen family', async () => {
    families = [
      { fmPrCode: 'FM1', prCodeList: ['A', 'B'], layoutId: 'L01', nfc: null },
      { fmPrCode: 'FM2', prCodeList: ['B', 'C'], layoutId: 'L02', nfc: null },
    ];
    renderDialog('coop');
    await ready();
    type('Tag ID', 'T1');
    type('Product code', 'B');
    press('Assign');
    await screen.findByText('This product belongs to a family. Use the family ticket?');
    expect(screen.getByText('Family FM1')).toBeVisible();
    fireEvent.click(screen.getByText('Family FM2'));
    await waitFor(() => expect(outcome()).toHaveTextContent('Tag T1 will show family FM2.'));
    expect(posts('/tag/assign/multiple')[0].body).toMatchObject({
      tagList: [{ tagMac: 'T1', fmPrCode: 'FM2', prCodeList: ['B', 'C'], layoutId: 'L02' }],
    });
    expect(posts('/tag/assign')).toHaveLength(0);
  });

  it('croma: a large ticket with a family code is refused naming the family; edion pads to 13', async () => {
    families = [{ fmPrCode: 'FM9', prCodeList: ['A'], layoutId: 'L01', nfc: null }];
    renderDialog('croma');
    await ready();
    type('Tag ID', 'ABCDEFGH9123');
    type('Product code', 'A');
    press('Assign');
    await waitFor(() =>
      expect(outcome()).toHaveTextContent(
        'Family code FM9: a family product cannot be assigned to a large ticket.',
      ),
    );
    expect(sounds.failure).toBe(1);
    expect(posts('/tag/assign')).toHaveLength(0);
    cleanup();
    families = [];
    renderDialog('edion');
    await ready();
    type('Tag ID', 'T1');
    type('Product code', '4567');
    press('Assign');
    await waitFor(() => expect(posts('/tag/assign')).toHaveLength(1));
    expect(posts('/tag/assign')[0].body).toMatchObject({ tagList: [{ prCode: '0000000004567' }] });
  });

  it('multiple: the three messages in order, then a family ticket with the trimmed, de-duplicated list', async () => {
    renderDialog();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Multiple' }));
    press('Assign');
    expect(outcome()).toHaveTextContent('Enter Tag ID, Please!');
    type('Tag ID', 'T5');
    press('Assign');
    expect(outcome()).toHaveTextContent('Enter Product Code, Please!');
    type('Product codes', ' A \nB, A');
    press('Assign');
    expect(outcome()).toHaveTextContent('Enter Family Code, Please!');
    type('Family code', 'FMX');
    press('Assign');
    await waitFor(() => expect(posts('/tag/assign/multiple')).toHaveLength(1));
    expect(posts('/tag/assign/multiple')[0].body).toMatchObject({
      tagList: [{ tagMac: 'T5', fmPrCode: 'FMX', prCodeList: ['A', 'B'] }],
    });
  });

  it("bulk: 'Please enter the Default Product Code.' before the file is read", async () => {
    renderDialog();
    await ready();
    press('Assign from file');
    expect(outcome()).toHaveTextContent('Please enter the Default Product Code.');
    type('Default product code', 'D1');
    const file = new File(['T1,P1\nT2\n'], 'tags.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('assign-bulk-file'), { target: { files: [file] } });
    await waitFor(() => expect(posts('/tag/assign')).toHaveLength(1));
    expect(posts('/tag/assign')[0].body).toMatchObject({
      tagList: [
        { tagMac: 'T1', prCode: 'P1' },
        { tagMac: 'T2', prCode: 'D1' },
      ],
    });
  });
});
