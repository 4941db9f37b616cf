// The exceptions page's tag kinds and answer types; its call is the generated storeCalls.exceptions (GET
// /stats/exceptions/store/{store}); the four tag lists are the schema list exceptionTag.
export const TAG_KINDS = ['error', 'noproduct', 'duplicate', 'lowbattery'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

export type { ExceptionStats, NgGateway } from '../../domain/generated/calls';
