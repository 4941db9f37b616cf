// The template editor /plus/template/show/{storeCode}/{templateId}/{mode}/{size} (doc 3 §2, §3 Show, §4, §5, §9):
// mode new or edit (size applies to new); the slides edited in the shared show editor (ShowEditor.tsx); saved by
// the rules of domain/signageTemplate.ts (webpage 'http://', index from the numeric id).
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import {
  DEFAULT_TEMPLATE_SIZE,
  isTemplateSize,
  newSlide,
  parseShow,
  showForSave,
  TEMPLATE_SIZES,
  type Slide,
} from '../../domain/signageTemplate';
import { useErrorDialog } from '../layout/ErrorDialog';
import { saveTemplate } from './api';
import { ShowEditor } from './ShowEditor';
import { plusTemplateKeys, plusTemplateCalls } from '../generated/client';

/**
 * One editor per address: the route keeps its element when only its parameters change, and the editor's state
 * (size, the show being edited) must start again from the other template.
 */
export default function TemplateEditorPage() {
  const params = useParams();
  return <TemplateEditor key={JSON.stringify(params)} />;
}

function TemplateEditor() {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useErrorDialog();
  const params = useParams();
  const storeCode = params.storeCode ?? '';
  const name = params.templateId ?? '';
  const { permissions } = useAppPermissions();
  const canWrite = can(permissions, 'plus', 'write');
  const [size, setSize] = useState(isTemplateSize(params.size) ? params.size : DEFAULT_TEMPLATE_SIZE);
  const [show, setShow] = useState<Slide[]>([newSlide()]);
  const loaded = useQuery({
    queryKey: plusTemplateKeys.get({ storeCode, name }),
    queryFn: ({ signal }) => plusTemplateCalls.get({ storeCode, name }, { signal }),
    enabled: params.mode === 'edit' || params.mode === 'new',
    retry: false,
  });
  useEffect(() => {
    if (!loaded.data) return;
    if (params.mode === 'edit') setSize(loaded.data.size);
    // the answer's slides read by the one show rule (the contract gives them as objects)
    const parsed = parseShow(loaded.data.show);
    if ('show' in parsed && parsed.show.length > 0) setShow(parsed.show);
  }, [loaded.data, params.mode]);
  const { width, height } = TEMPLATE_SIZES[size];
  const save = async () => {
    try {
      const saved = await saveTemplate(storeCode, name, { size, show: showForSave(show) });
      const parsed = parseShow(saved.show);
      if ('show' in parsed) setShow(parsed.show);
      const sent = saved.sentTo?.length ?? 0;
      const unlinked = saved.unlinked?.length ?? 0;
      notify(sent > 0 ? 'app.plus.template.savedSent' : 'app.plus.template.saved', {
        type: 'success',
        messageArgs: { _: 'Complete!', smart_count: sent },
      });
      if (unlinked > 0)
        notify('app.plus.template.savedUnlinked', { type: 'info', messageArgs: { smart_count: unlinked } });
    } catch (error) {
      await showError(error as Error);
    }
  };
  return (
    <Card data-testid="template-editor" data-size={size}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('app.plus.template.editor')} · {name} · {size} ({width}x{height})
        </Typography>
        <ShowEditor storeCode={storeCode} width={width} height={height} show={show} onChange={setShow} />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {canWrite && (
            <Button variant="contained" data-testid="template-save" onClick={save}>
              {translate('ra.action.save')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
