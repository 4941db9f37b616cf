// Row shapes the server reads from its tables: the generated ones (domain/generated/rows.ts, issue 24). `<Title>Row`
// is a row as the console receives it (times as strings), `<Title>Record` the same row as the server reads it
// (times as Dates), `<Title>Internal` its x-internal columns, present only when read with `{ internal: true }`
// (`WithoutInternal`). StoreSummary is no table row but an answer computed by SQL (the store.summaries call's,
// domain/generated/calls.ts).
export type {
  AccountInternal,
  AccountRecord,
  LoginHistoryRow,
  RoleRow,
  ServerInternal,
  ServerRecord,
  WithoutInternal,
} from '../../domain/generated/rows.ts';

export type { StoreSummary } from '../../domain/generated/calls.ts';
