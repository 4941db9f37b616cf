// The family upload modal against a fake server, in Japanese: each invalid row's reason is shown by its key
// (issue 24), whatever its English text, and the answer's own message ('No valid data') by its key too.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '../../locales/ja_JP.json';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import { ErrorDialogProvider } from '../layout/ErrorDialog';
import { FamilyImportDialog } from './FamilyImportDialog';

let answer: { status: number; body: unknown };
const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(json(answer.body, answer.status))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function uploadInJapanese() {
  render(
    <AdminContext
      i18nProvider={createI18nProvider('ja_JP', await loadMessages('ja_JP'))}
      store={memoryStore()}
    >
      <ErrorDialogProvider>
        <FamilyImportDialog
          storeCode="KR001"
          itemCount={4}
          onClose={() => undefined}
          onImported={() => undefined}
        />
      </ErrorDialogProvider>
    </AdminContext>,
  );
  const file = new File(['FM1,A\n,A,B,C,D,L01\n'], 'families.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByTestId('family-import-file'), { target: { files: [file] } });
  fireEvent.click(screen.getByTestId('family-import-upload'));
}

/** the reason cells (the Error dialog over the modal hides it from queries by role) */
const reasons = async () =>
  (await screen.findAllByTestId('family-import-problem')).map(
    (row) => row.querySelectorAll('td')[1]?.textContent,
  );

describe('the family upload modal in Japanese', () => {
  it('shows the reasons of the invalid rows by their keys, and the refusal by its key', async () => {
    answer = {
      status: 400,
      body: {
        message: 'No valid data',
        messageKey: 'app.serverMessages.noValidData',
        invalid: [
          { line: 1, reason: 'Too few columns', reasonKey: 'app.serverMessages.familyTooFewColumns' },
          // the key decides, not the English text (a newer server's wording)
          { line: 2, reason: 'Family code missing', reasonKey: 'validation.enterFamilyCode' },
        ],
      },
    };
    await uploadInJapanese();
    expect(await reasons()).toEqual([
      ja.app.serverMessages.familyTooFewColumns,
      ja.validation.enterFamilyCode,
    ]);
    expect(await screen.findByTestId('error-dialog-message')).toHaveTextContent(
      ja.app.serverMessages.noValidData,
    );
  });

  it('shows the reasons of an import that saved the valid rows', async () => {
    answer = {
      status: 200,
      body: {
        storeCode: 'KR001',
        fileName: 'families.csv',
        saved: 1,
        created: 1,
        unchanged: 0,
        tagCount: 0,
        taskIds: [],
        invalid: [
          {
            line: 3,
            reason: 'The family code is on an earlier row',
            reasonKey: 'app.serverMessages.familyDuplicateCode',
          },
        ],
      },
    };
    await uploadInJapanese();
    expect(await reasons()).toEqual([ja.app.serverMessages.familyDuplicateCode]);
  });
});
