// The answers of the tag pages' calls beyond the schema tables (doc 1 §7 Status and lists, Tag actions; docs/api.md
// "Tags", "Label images"), named by the x-calls of schemas/tag.schema.json
// (the contract calls' shapes are in domain/generated/calls.ts).
/** doc 1 §4: 0 Tag Status Check, 1 Battery Check, 2 Gateway Scan, undefined All Tag Status Collect */
export type StatusCheckCmd = 0 | 1 | 2 | undefined;
