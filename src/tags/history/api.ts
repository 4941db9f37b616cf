// The tag history types (doc 1 §7 Histories); the calls are the generated tagCalls (schemas/tag.schema.json
// x-calls), the alias configuration list (doc 2 §7 'Alias config list') a shared query.
export type { Page } from '../../generated/client';
export type {
  TagUpdateHistoryBody as HistoryQuery,
  TagUpdateHistoryRow as UpdateHistoryRow,
} from '../../../domain/generated/calls';
export type { AliasEntry } from '../../providers/sharedQueries';
