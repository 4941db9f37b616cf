// A page layout (x-list.layout) that shows a list's rows in groups, one card each, instead of one table: the
// server lists (proxy, database, ESL, doc 1 §2.6). The rows come from the list controller as in every schema
// list (x-list columns, cells, links, row actions, refresh); `field` names the grouping property and `groups` its
// values in the order shown. Each group is a list named by its heading (`<titles>.<group>`) with a count
// (`count`, smart_count); an item shows the `headline` columns on its first line and each other x-list column on
// a line of its own, links where the first column with x-link links, and has the row actions at its end. Items
// carry `data-testid="<resource>-item-<id>"` and the x-list.rowData attributes. An area registers one per
// grouping: `registerLayout('serverGroups', groupedListLayout({ field: 'type', groups: [...], ... }))`.
import {
  Box,
  Card,
  CardHeader,
  Grid,
  List,
  ListItem,
  ListItemButton,
  Stack,
  Typography,
} from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { Fragment, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import type { FieldMeta } from '../../../domain/resourceMeta';
import { cellNamed, rowActionNamed, type LayoutProps, type Row } from '../registry';
import { cellNameOf, fillLink } from './cells';
import { SchemaFilters } from './SchemaFilters';
import { kebab } from './SchemaTable';

export interface GroupedListOptions {
  /** the property the rows are grouped by */
  field: string;
  /** its values, in the order the groups show */
  groups: string[];
  /** i18n prefix of the group headings: `<titles>.<group>` */
  titles: string;
  /** i18n key of the count under a heading (smart_count) */
  count: string;
  /** the columns shown together on an item's first line */
  headline: string[];
}

export function groupedListLayout(options: GroupedListOptions): ComponentType<LayoutProps> {
  return function GroupedListLayout({ meta, toolbar }: LayoutProps) {
    const translate = useTranslate();
    const { data, isPending } = useListContext<Row & { id: string }>();
    const rows = data ?? [];
    const columns = meta.list.columns
      .map((name) => meta.fields.find((f) => f.name === name))
      .filter((f): f is FieldMeta => f !== undefined && f.name !== options.field);
    const headline = columns.filter((f) => options.headline.includes(f.name));
    const lines = columns.filter((f) => !options.headline.includes(f.name));
    const linked = columns.find((f) => f.link);
    const actions = meta.list.rowActions.map((name) => ({ name, Action: rowActionNamed(name) }));
    const testId = kebab(meta.name);
    const cell = (field: FieldMeta, record: Row) => {
      const { render: Cell } = cellNamed(cellNameOf(field));
      return <Cell record={record} field={field} meta={meta} />;
    };
    const item = (record: Row & { id: string }) => {
      const body = (
        <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            {headline.map((f) => (
              <Fragment key={f.name}>{cell(f, record)}</Fragment>
            ))}
          </Stack>
          {lines.map((f) => (
            <Box key={f.name} sx={{ typography: 'body2' }} data-field={f.name}>
              {cell(f, record)}
            </Box>
          ))}
        </Stack>
      );
      return (
        <ListItem
          key={record.id}
          disablePadding
          divider
          data-testid={`${testId}-item-${record.id}`}
          {...Object.fromEntries(
            (meta.list.rowData ?? []).map((k) => [`data-${kebab(k)}`, String(record[k] ?? '')]),
          )}
          secondaryAction={
            actions.length ? (
              <Stack direction="row" spacing={0.25}>
                {actions.map(({ name, Action }) => (
                  <Action key={name} record={record} />
                ))}
              </Stack>
            ) : undefined
          }
        >
          {linked ? (
            <ListItemButton component={Link} to={fillLink(linked.link ?? '', record)}>
              {body}
            </ListItemButton>
          ) : (
            <Box sx={{ px: 2, py: 1, width: '100%' }}>{body}</Box>
          )}
        </ListItem>
      );
    };
    return (
      <>
        {toolbar}
        <SchemaFilters meta={meta} omit={[options.field]} />
        <Grid container spacing={2} data-testid={`${testId}-groups`}>
          {options.groups.map((group) => {
            const members = rows.filter((r) => String(r[options.field]) === group);
            const title = translate(`${options.titles}.${group}`);
            return (
              <Grid key={group} size={{ xs: 12, md: 12 / Math.min(options.groups.length, 4) }}>
                <Card data-testid={`${testId}-list-${group}`} sx={{ height: '100%' }}>
                  <CardHeader
                    title={title}
                    subheader={translate(options.count, { smart_count: members.length })}
                    titleTypographyProps={{ component: 'h2', variant: 'h6' }}
                  />
                  <List dense aria-label={title} sx={{ pt: 0 }}>
                    {!isPending && members.length === 0 && (
                      <ListItem data-testid={`${testId}-empty`}>
                        <Typography color="text.secondary">{translate(meta.list.empty)}</Typography>
                      </ListItem>
                    )}
                    {members.map(item)}
                  </List>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </>
    );
  };
}
