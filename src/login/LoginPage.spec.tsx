import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { LoginPage } from './LoginPage';
import { SHELL_IDS, SHELL_STATE_KEY, shellState } from './shell/state';

const fetchMock = vi.fn();
/** the login page's own read of the single sign-on providers (none here): apart from the login's calls */
const PROVIDERS = '/api/auth/sso/providers';

beforeEach(() => {
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[SHELL_STATE_KEY];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    String(url).startsWith(PROVIDERS)
      ? Promise.resolve(new Response(JSON.stringify({ data: [] }), { status: 200 }))
      : fetchMock(url, init),
  );
});
afterEach(() => vi.unstubAllGlobals());

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('login page', () => {
  it('empty ID shows "Enter Email, Please!" in the Login Error dialog, without calling the server', async () => {
    renderWithAdmin(<LoginPage />, { path: '/login' });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Login Error' });
    expect(within(dialog).getByText('Enter Email, Please!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('empty password shows "Enter Password, Please!"', async () => {
    renderWithAdmin(<LoginPage />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('ID (Email)'), { target: { value: 'admin@example.com' } });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Login Error' });
    expect(within(dialog).getByText('Enter Password, Please!')).toBeInTheDocument();
  });

  it("a refused login shows the server's message in the Login Error dialog", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'This account is locked.' }), {
        status: 423,
        statusText: 'Locked',
      }),
    );
    renderWithAdmin(<LoginPage />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('ID (Email)'), { target: { value: 'admin@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Login Error' });
    expect(within(dialog).getByText('This account is locked.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/login');
  });

  it('a weak password asks "Do you want to change it now?"', async () => {
    const session = {
      email: 'a@b.c',
      accessToken: 't',
      authenticated: true,
      role_id: 1,
      store: [],
      privilege: {},
      systemConfig: {},
      weakPwd: true,
    };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(session), { status: 200 }));
    renderWithAdmin(<LoginPage />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('ID (Email)'), { target: { value: 'a@b.c' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'weak' } });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Your password is too weak.' });
    expect(within(dialog).getByText('Do you want to change it now?')).toBeInTheDocument();
  });

  it('a forced change opens a password dialog without a cancel button', async () => {
    const session = {
      email: 'a@b.c',
      accessToken: 't',
      authenticated: true,
      role_id: 1,
      store: [],
      privilege: {},
      systemConfig: {},
      forceChange: true,
    };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(session), { status: 200 }));
    renderWithAdmin(<LoginPage />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('ID (Email)'), { target: { value: 'a@b.c' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Tmp#1' } });
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Password change required' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    const error = await screen.findByRole('dialog', { name: 'Update Password Error' });
    expect(within(error).getByText('Fill in Password!')).toBeInTheDocument();
  });

  it('finishes a login the form sent before the page was there, without sending it again', async () => {
    const session = {
      email: 'a@b.c',
      accessToken: 'early-token',
      authenticated: true,
      role_id: 1,
      store: [],
      privilege: {},
      systemConfig: {},
    };
    shellState().early = {
      email: 'a@b.c',
      password: 'Secret#1',
      answer: Promise.resolve(new Response(JSON.stringify(session), { status: 200 })),
    };
    renderWithAdmin(<LoginPage />, { path: '/login' });
    await vi.waitFor(() => expect(localStorage.getItem('esl.session')).toContain('early-token'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(shellState().early).toBeUndefined();
  });

  it('a submit made before the page was there is checked by the page when it comes', async () => {
    shellState().submitPending = true;
    renderWithAdmin(<LoginPage />, { path: '/login' });
    const dialog = await screen.findByRole('dialog', { name: 'Login Error' });
    expect(within(dialog).getByText('Enter Email, Please!')).toBeInTheDocument();
    expect(document.getElementById(SHELL_IDS.root)!.hidden).toBe(false);
  });
});
