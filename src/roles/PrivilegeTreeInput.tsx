// The privilege tree input (doc 3 §4) for react-admin forms: read/write ticks per area, rules in privilegeTree.ts;
// a tick the editor does not hold itself is disabled (src/auth/grants.ts).
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useInput, useRecordContext, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { useGrantor } from '../auth/grants';
import { holdsAccess } from '../../domain/grantRules';
import { normalise, toggle, type PrivilegeEntry } from './privilegeTree';

export function PrivilegeTreeInput({
  source,
  roleIdSource = 'role_id',
}: {
  source: string;
  roleIdSource?: string;
}) {
  const translate = useTranslate();
  const record = useRecordContext();
  const roleId = record?.[roleIdSource] as number | undefined;
  const locked = roleId === 0;
  const grantor = useGrantor();
  const { field } = useInput({ source, defaultValue: [] });
  const list = useMemo(() => normalise(field.value as PrivilegeEntry[], roleId), [field.value, roleId]);

  const change = (key: string, flag: 'read' | 'write', checked: boolean) =>
    field.onChange(toggle(list, key, flag, checked));

  return (
    <Table
      size="small"
      aria-label={translate('resources.roles.fields.privilege')}
      data-testid="privilege-tree"
      sx={{ maxWidth: 520 }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.privilege.area')}</TableCell>
          <TableCell align="center">{translate('app.privilege.read')}</TableCell>
          <TableCell align="center">{translate('app.privilege.write')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {list.map((entry) => {
          const label = translate(`app.privilege.areas.${entry.key}`, { _: entry.key });
          return (
            <TableRow key={entry.key} data-testid={`privilege-${entry.key}`}>
              <TableCell sx={{ pl: 2 + entry.depth * 4 }}>{label}</TableCell>
              {(['read', 'write'] as const).map((flag) => (
                <TableCell key={flag} align="center" padding="checkbox">
                  <Checkbox
                    checked={entry[flag]}
                    disabled={locked || !grantor || !holdsAccess(grantor, entry.key, flag)}
                    onChange={(e) => change(entry.key, flag, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${label} ${translate(`app.privilege.${flag}`)}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
