import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { SignupPage } from './SignupPage';

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function expectSignupError(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  const dialog = await screen.findByRole('dialog', { name: 'Signup Error' });
  expect(within(dialog).getByText(text)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('signup page', () => {
  it('checks the seven rules in order, then posts and shows a code-0 answer in the dialog', async () => {
    renderWithAdmin(<SignupPage />, { path: '/signup' });
    await expectSignupError('Enter Email, please!');
    type('Email', 'new@example.com');
    await expectSignupError('Enter Name, please!');
    type('Name', '   ');
    await expectSignupError('Enter Name, please!');
    type('Name', 'New');
    await expectSignupError('Enter Phone, please!');
    type('Mobile Phone', '010');
    await expectSignupError('Enter Password, please!');
    type('Password', 'Secret#2026');
    await expectSignupError('Retype Password, please!');
    type('Retype Password', 'Secret#2027');
    await expectSignupError('Password doe not match!');
    type('Retype Password', 'Secret#2026');
    await expectSignupError('Agree!');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('I agree to the terms of use'));
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 0, message: 'The email is already registered.' }), { status: 200 }),
    );
    await expectSignupError('The email is already registered.');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      email: 'new@example.com',
      name: 'New',
      mobile: '010',
      password: 'Secret#2026',
    });
  });
});
