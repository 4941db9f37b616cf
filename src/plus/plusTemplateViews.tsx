// What the template list (schemas/plusTemplate x-lists.plusTemplate) plugs into the schema list by name: the row
// actions (edit in the template editor and export with plus read; a dash without it) and the toolbar (create,
// import, delete the selected templates, replace a template from a file: plus write). The page hands its state as a
// PlusTemplatePage.
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack } from '@mui/material';
import { useListContext, useNotify, useTranslate } from 'ra-core';
import { useRef, type RefObject } from 'react';
import { saveBlob } from '../downloads/api';
import { parseTemplateFile, TEMPLATE_MESSAGES } from '../../domain/signageTemplate';
import { translateMessage } from '../i18n/serverMessages';
import { useErrorDialog } from '../layout/ErrorDialog';
import { RowAction } from '../layout/tableParts';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { registerRowAction, registerToolbarAction, type Row } from '../schema-views/registry';
import { inUseMessage } from './inUseMessage';
import { plusTemplateCalls } from '../generated/client';

export interface PlusTemplatePage {
  storeCode: string;
  canRead: boolean;
  canWrite: boolean;
  create: () => void;
  changed: () => void;
}

export const templateEditorPath = (storeCode: string, name: string, mode: 'new' | 'edit', size: string) =>
  `/plus/template/show/${encodeURIComponent(storeCode)}/${encodeURIComponent(name)}/${mode}/${size}`;

/** the hidden input behind an import or replace button: a template file (JSON), the same file choosable again */
function TemplateFileInput({
  inputRef,
  testId,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  testId: string;
  onFile: (file: File | undefined) => Promise<unknown>;
}) {
  return (
    <input
      ref={inputRef}
      hidden
      type="file"
      accept="application/json,.json"
      data-testid={testId}
      onChange={(e) => {
        void onFile(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
}

/** a replace upload (doc 3 §5: the file needs show and size; its name, if any, is ignored): plus write */
function ReplaceAction({ name }: { name: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const page = useSchemaPage<PlusTemplatePage>();
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    if ('problem' in parseTemplateFile(text, true))
      return showError(translateMessage(translate, TEMPLATE_MESSAGES.invalidFile));
    try {
      await plusTemplateCalls.importFile({
        storeCode: page.storeCode,
        body: JSON.parse(text),
        query: { replace: name || undefined },
      });
      notify('app.plus.template.replaced', { type: 'success' });
      page.changed();
    } catch (error) {
      await showError(error as Error);
    }
  };
  return (
    <>
      <RowAction
        label={translate('app.plus.template.replace')}
        data-testid="plus-template-replace"
        onClick={() => input.current?.click()}
      >
        <UploadFileIcon fontSize="small" />
      </RowAction>
      <TemplateFileInput inputRef={input} testId="plus-template-replace-input" onFile={onFile} />
    </>
  );
}

function TemplateActions({ record }: { record: Row }) {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const page = useSchemaPage<PlusTemplatePage>();
  if (!page.canRead) return <span data-testid="plus-template-no-actions">-</span>;
  const name = String(record._id);
  return (
    <Stack direction="row">
      <RowAction
        label={translate('ra.action.edit')}
        data-testid="plus-template-edit"
        to={templateEditorPath(page.storeCode, name, 'edit', String(record.size))}
      >
        <EditIcon fontSize="small" />
      </RowAction>
      <RowAction
        label={translate('app.plus.template.export')}
        data-testid="plus-template-export"
        onClick={async () => {
          try {
            saveBlob(await plusTemplateCalls.export({ storeCode: page.storeCode, name }), `${name}.json`);
          } catch (error) {
            await showError(error as Error);
          }
        }}
      >
        <DownloadIcon fontSize="small" />
      </RowAction>
      {page.canWrite && <ReplaceAction name={name} />}
    </Stack>
  );
}

function TemplateToolbar() {
  const translate = useTranslate();
  const showError = useErrorDialog();
  const page = useSchemaPage<PlusTemplatePage>();
  const { selectedIds, data, onUnselectItems } = useListContext<Row & { id: string | number }>();
  const input = useRef<HTMLInputElement>(null);
  if (!page.canWrite) return null;
  const invalid = () => showError(translateMessage(translate, TEMPLATE_MESSAGES.invalidFile));
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const parsed = parseTemplateFile(await file.text());
    if ('problem' in parsed) return invalid();
    try {
      await plusTemplateCalls.importFile({
        storeCode: page.storeCode,
        body: JSON.parse(await file.text()),
        query: {},
      });
      page.changed();
    } catch (error) {
      await showError(error as Error);
    }
  };
  const remove = async () => {
    const names = (data ?? []).filter((r) => selectedIds.includes(r.id)).map((r) => String(r._id));
    if (names.length === 0) return showError(translate('app.tagStatus.noRowSelected'));
    try {
      // one template: its own refusal ('There are devices that use this template.'); several: the list's
      await (names.length === 1
        ? plusTemplateCalls.remove({ storeCode: page.storeCode, name: names[0] })
        : plusTemplateCalls.removeMany({ storeCode: page.storeCode, body: { idList: names } }));
      onUnselectItems();
      page.changed();
    } catch (error) {
      await showError(inUseMessage(error, translate));
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" data-testid="plus-template-new" onClick={page.create}>
        {translate('app.plus.template.create')}
      </Button>
      <Button variant="outlined" data-testid="plus-template-import" onClick={() => input.current?.click()}>
        {translate('app.plus.template.import')}
      </Button>
      <TemplateFileInput inputRef={input} testId="plus-template-import-input" onFile={onFile} />
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        data-testid="plus-template-delete"
        onClick={remove}
      >
        {translate('ra.action.delete')}
      </Button>
    </Stack>
  );
}

registerRowAction('plusTemplateActions', TemplateActions);
registerToolbarAction('plusTemplateToolbar', TemplateToolbar);
