// The info view dialog starts from the store's duration once the settings have answered: the input waits for
// them, and what the operator types is never overwritten by their late answer.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { DeviceBulkDialog } from './DeviceBulkDialog';

let answerSettings: (body: unknown) => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve, reject) => {
          if (!url.endsWith('/plus/store/KR001/setting')) return reject(new Error(url));
          answerSettings = (body) =>
            resolve(
              new Response(JSON.stringify(body), {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
              }),
            );
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('DeviceBulkDialog, info view', () => {
  it("waits for the store's duration, starts from it, and keeps what the operator then types", async () => {
    const dialog = { kind: 'infoView' as const, macs: ['001bc0730000'] };
    renderWithAdmin(
      <DeviceBulkDialog
        storeCode="KR001"
        dialog={dialog}
        onClose={() => undefined}
        onDone={() => undefined}
      />,
    );
    const input = await screen.findByTestId('plus-device-infoView-input');
    expect(input).toBeDisabled();
    expect(screen.getByTestId('plus-device-bulk-ok')).toBeDisabled();

    answerSettings({ infoViewDuration: 45 });
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('45');
    expect(screen.getByTestId('plus-device-bulk-ok')).toBeEnabled();

    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('plus-device-bulk-ok'));
    expect(
      await screen.findByText('This value must be greater than 10 and less than 300.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('5');
  });
});
