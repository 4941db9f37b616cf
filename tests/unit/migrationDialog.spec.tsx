// The store migration dialog's result (issue 21): besides the counts, how many new accounts were mailed a link to
// choose their password, and what the server left out of the file and why.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uploadMigration, type MigrationResult } from '../../src/settings/api';
import { MigrationDialog } from '../../src/settings/MigrationDialog';
import { renderWithAdmin } from '../../src/test/renderWithAdmin';

vi.mock('../../src/settings/api', () => ({ uploadMigration: vi.fn() }));

const result: MigrationResult = {
  storeCode: 'ZZ902',
  lastTaskId: null,
  tagCount: 0,
  productCount: 3,
  gwCount: 0,
  accountCount: 3,
  imported: { stores: 1, products: 3, accounts: 2, roles: 0 },
  refused: [
    { table: 'user_scripts', row: 'thirdPartyAuth default', reason: 'a system script' },
    { table: 'accounts', row: 'intruder@example.com', reason: 'role 0' },
    { table: 'accounts', row: '"x"', reason: 'something new' },
  ],
};

describe('store migration dialog', () => {
  it('shows the accounts mailed a password link and each row left out with its reason', async () => {
    vi.mocked(uploadMigration).mockResolvedValue(result);
    renderWithAdmin(<MigrationDialog onClose={() => undefined} />);
    const file = new File(['{}'], 'store.json.gz');
    fireEvent.change(screen.getByTestId('migration-file'), { target: { files: [file] } });
    expect(await screen.findByTestId('migration-mailed')).toHaveTextContent(
      '2 new accounts have no password on this server yet: each was mailed a link to choose one.',
    );
    const refused = screen.getByTestId('migration-refused');
    expect(refused).toHaveTextContent('Left out of the file:');
    expect(
      within(refused)
        .getAllByTestId('migration-refused-row')
        .map((row) => row.textContent),
    ).toEqual([
      'user_scripts thirdPartyAuth default: a system script (never migrated)',
      'accounts intruder@example.com: role 0 (never migrated)',
      'accounts "x": something new',
    ]);
    expect(screen.getByTestId('migration-productCount')).toHaveTextContent('3');
  });
});
