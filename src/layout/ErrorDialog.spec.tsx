// The Error dialog shows what the server says in the user's language: by the answer's messageKey (issue 24), even
// when its English text is one the console has never seen; an answer without a key shows its text as it is.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import ja from '../../locales/ja_JP.json';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import { answerError } from '../providers/httpClient';
import { ErrorDialogProvider, useErrorDialog } from './ErrorDialog';

afterEach(cleanup);

function Fail({ body }: { body: unknown }) {
  const showError = useErrorDialog();
  return <button onClick={() => void showError(answerError(400, 'Bad Request', body))}>fail</button>;
}

async function shownInJapanese(body: unknown): Promise<string | null> {
  render(
    <AdminContext
      i18nProvider={createI18nProvider('ja_JP', await loadMessages('ja_JP'))}
      store={memoryStore()}
    >
      <ErrorDialogProvider>
        <Fail body={body} />
      </ErrorDialogProvider>
    </AdminContext>,
  );
  fireEvent.click(screen.getByText('fail'));
  return (await screen.findByTestId('error-dialog-message')).textContent;
}

describe('Error dialog', () => {
  it('translates a keyed answer by its key, whatever its English text', async () => {
    const body = {
      message: 'Wording of a newer server the console does not know.',
      messageKey: 'app.serverMessages.wholeNumberRange',
      messageArgs: { field: 'mode', min: 0, max: 9 },
    };
    expect(await shownInJapanese(body)).toBe(
      ja.app.serverMessages.wholeNumberRange
        .replace('%{field}', 'mode')
        .replace('%{min}', '0')
        .replace('%{max}', '9'),
    );
  });

  it("shows an answer without a key (a proxy's) as it is", async () => {
    expect(await shownInJapanese({ message: 'Permission denied.' })).toBe('Permission denied.');
  });
});
