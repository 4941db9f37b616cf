// Bulk assign from a .csv or .txt file (doc 2 §5): needs the default product code first, then reads rows of
// tag ID and product code with papaparse.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRef } from 'react';
import type { SiteRules } from '../../../domain/siteRules';
import type { AssignRow } from './api';
import { checkDefaultCode, parseBulkFile } from './assignRules';

interface Props {
  rules: SiteRules;
  defaultCode: string;
  busy: boolean;
  assign: (rows: AssignRow[]) => Promise<unknown>;
  refuse: (key: string) => void;
}

export function BulkAssignButton({ rules, defaultCode, busy, assign, refuse }: Props) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);

  const open = () => {
    const missing = checkDefaultCode(defaultCode, rules);
    if (missing) return refuse(missing);
    input.current?.click();
  };

  const read = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const parsed = parseBulkFile(file.name, await file.text(), defaultCode, rules);
    if (!parsed.ok) return refuse(parsed.message);
    await assign(parsed.rows);
  };

  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={open} disabled={busy}>
        {translate('app.assign.bulk')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,.txt"
        hidden
        data-testid="assign-bulk-file"
        onChange={(event) => void read(event.target.files?.[0])}
      />
    </>
  );
}
