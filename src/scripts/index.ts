// The script editors (doc 3 §2 /system/*, scriptKinds.ts), one route and one menu entry each, guarded by the
// setting privilege (doc 3 §6; the server checks it on every call).
import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import KeyIcon from '@mui/icons-material/VpnKey';
import ReceiptIcon from '@mui/icons-material/Receipt';
import TvIcon from '@mui/icons-material/Tv';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazy } from 'react';
import type { ScriptKind } from '../../domain/scriptTemplates';
import { withProps, type ConsoleArea } from '../shared/consoleArea';
import { SCRIPT_EDITORS } from './scriptKinds';

const PRIVILEGE = 'setting';
const ScriptEditorPage = lazy(() =>
  import('./ScriptEditorPage').then((m) => ({ default: m.ScriptEditorPage })),
);

const ICONS: Record<ScriptKind, SvgIconComponent> = {
  thirdPartyAuth: KeyIcon,
  paperParser: ReceiptIcon,
  productFileParser: DataObjectIcon,
  tagDataDecorator: CodeIcon,
  plusDataDecorator: TvIcon,
};

export const scriptsArea: ConsoleArea = {
  routes: SCRIPT_EDITORS.map((editor) => ({
    path: editor.route,
    page: withProps(ScriptEditorPage, { editor }),
    privilege: PRIVILEGE,
  })),
  menu: SCRIPT_EDITORS.map((editor, index) => ({
    name: editor.kind,
    label: editor.title,
    icon: ICONS[editor.kind],
    path: editor.route,
    privilege: PRIVILEGE,
    order: 290 + index * 10,
  })),
};
