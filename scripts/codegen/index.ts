// Codegen as a library (the CLI is scripts/codegen.ts).
export { GENERATED_PATHS, generate, staleGenerated, writeGenerated, type GenerateOptions } from './generate';
