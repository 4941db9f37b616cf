// The upgrade uploader (doc 3 §5 Software: fewer than 10 queued files): a 12-file pick queues 9 and says why;
// the queued files are sent one by one, each shows its progress and ends accepted or refused with the
// server's message.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { MAX_QUEUED, UpgradeUploader } from './UpgradeUploader';

const sent: string[] = [];

/** answers each upload after reporting its progress: refused when the file name says "bad" */
class FakeXhr {
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    const file = form.get('file') as File;
    sent.push(file.name);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      const bad = file.name.includes('bad');
      this.status = bad ? 400 : 200;
      this.responseText = JSON.stringify(
        bad
          ? { message: "Invalid upgrade package: the payload's checksum does not match the manifest." }
          : { id: 1 },
      );
      this.onload?.();
    }, 5);
  }
}

const files = (names: string[]) => names.map((name) => new File(['x'], name));

describe('the upgrade uploader', () => {
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('queues fewer than 10 files and says so when more are picked', async () => {
    renderWithAdmin(<UpgradeUploader canWrite onAccepted={() => undefined} />);
    fireEvent.change(screen.getByTestId('upgrade-file-input'), {
      target: { files: files(Array.from({ length: 12 }, (_, i) => `grm-${i}.pkg`)) },
    });
    expect(await screen.findAllByTestId('upgrade-queue-item')).toHaveLength(MAX_QUEUED);
    expect(MAX_QUEUED).toBeLessThan(10);
    expect((await screen.findByTestId('error-dialog-message')).textContent).toBe(
      'Fewer than 10 files can be queued.',
    );
  });

  it('sends the queue one by one: accepted, or refused with the message', async () => {
    const onAccepted = vi.fn();
    renderWithAdmin(<UpgradeUploader canWrite onAccepted={onAccepted} />);
    fireEvent.change(screen.getByTestId('upgrade-file-input'), {
      target: { files: files(['grm-bad.pkg', 'grm-1.9.1.pkg']) },
    });
    fireEvent.click(await screen.findByTestId('upgrade-upload'));
    await waitFor(() =>
      expect(screen.getAllByTestId('upgrade-queue-item').map((i) => i.getAttribute('data-state'))).toEqual([
        'refused',
        'accepted',
      ]),
    );
    expect(sent).toEqual(['grm-bad.pkg', 'grm-1.9.1.pkg']);
    expect(screen.getByTestId('upgrade-file-message').textContent).toBe(
      "Invalid upgrade package: the payload's checksum does not match the manifest.",
    );
    expect(onAccepted).toHaveBeenCalledTimes(1);
  });
});
