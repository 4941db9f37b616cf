// Running user scripts for the rest of the server (`app.scripts`, server/plugins/scripts.ts):
// - runUserScript(kind, storeCode, input): the store's script in use (its own, else the default entry's; none:
//   undefined), run in the sandbox threads; a failure (exception, time or memory limit, an answer outside the
//   contract) raises the kind's alarm of doc 3 §8 (class 2, the store or SYSTEM, data { target, errorClass, line }:
//   never the message, which may carry what the script saw),
//   at most once a minute for the same script and reason, and answers { ok: false, error };
// - run(kind, code, storeCode, input): given code, no alarm (the Run panel of the editors);
// - productFileLines(code, text, context): a product file through parseLine/parseFile (server/productFiles).
import type { Queryable } from '../db/db.ts';
import { interpretParserAnswers } from '../productFiles/scriptParser.ts';
import { SCRIPT_KINDS, type ScriptKind } from '../repositories/scriptKinds.ts';
import { scriptFailure, type ScriptRun } from './scriptRun.ts';
import type { LineAnswer, ScriptOutcome } from './scriptJob.ts';
import type { ScriptPool } from './scriptPool.ts';
import { repositoriesOf } from '../repositories/index.ts';

const ALARM_REPEAT_MS = 60_000;

/** The contract's check of an answer: undefined when it holds, else why not. */
function contractProblem(kind: ScriptKind, output: unknown): string | undefined {
  const isObject = typeof output === 'object' && output !== null && !Array.isArray(output);
  switch (kind) {
    case 'thirdPartyAuth':
      if (!isObject || typeof (output as { accept?: unknown }).accept !== 'boolean')
        return 'authenticate must answer { accept: true | false, name? }.';
      return undefined;
    case 'tagDataDecorator':
    case 'plusDataDecorator': {
      const prInfo = isObject ? (output as { prInfo?: unknown }).prInfo : undefined;
      if (!isObject) return 'decorate must answer the product data (an object).';
      if (prInfo !== undefined && (!Array.isArray(prInfo) || prInfo.some((v) => typeof v !== 'string')))
        return 'decorate must answer prInfo as a list of texts.';
      return undefined;
    }
    case 'paperParser':
      return Array.isArray(output) ? undefined : 'parsePaper must answer a list of print rows.';
    default:
      return undefined;
  }
}

export class ScriptService {
  private readonly alarmed = new Map<string, number>();

  constructor(
    private readonly db: Queryable,
    readonly pool: ScriptPool,
  ) {}

  private async outcomeOf(kind: ScriptKind, code: string, storeCode: string, input: Record<string, unknown>) {
    if (kind === 'productFileParser') {
      const outcome = await this.productFileLines(code, String(input.text ?? ''), {
        storeCode,
        fileName: String(input.fileName ?? 'sample.csv'),
        aliases: Array.isArray(input.aliases) ? input.aliases : [],
      });
      if (!outcome.ok) return outcome;
      return { ...outcome, value: interpretParserAnswers(outcome.value as LineAnswer[], storeCode) };
    }
    const info = SCRIPT_KINDS[kind];
    const outcome = await this.pool.call(code, info.fn, info.args(input, storeCode));
    if (!outcome.ok) return outcome;
    const problem = contractProblem(kind, outcome.value);
    return problem
      ? ({ ok: false, error: { name: 'TypeError', message: problem }, ms: outcome.ms } as const)
      : outcome;
  }

  /** Runs the given code (not the stored one) with an input; no alarm. */
  async run(
    kind: ScriptKind,
    code: string,
    storeCode: string,
    input: Record<string, unknown>,
  ): Promise<ScriptRun> {
    const outcome = await this.outcomeOf(kind, code, storeCode, input);
    return outcome.ok
      ? { ok: true, output: outcome.value, ms: outcome.ms }
      : { ok: false, error: outcome.error, ms: outcome.ms };
  }

  /** The store's script of this kind in use, run with the input; undefined when the store has none. */
  async runUserScript(
    kind: ScriptKind,
    storeCode: string,
    input: Record<string, unknown>,
  ): Promise<ScriptRun | undefined> {
    const script = await repositoriesOf(this.db).userScripts.effective(kind, storeCode);
    if (!script) return undefined;
    const run = { ...(await this.run(kind, script.code, storeCode, input)), target: script.target };
    if (!run.ok) await this.alarm(kind, storeCode, script.target, run.error);
    return run;
  }

  productFileLines(
    code: string,
    text: string,
    context: Record<string, unknown>,
    onAnswers?: (answers: LineAnswer[]) => void,
  ): Promise<ScriptOutcome> {
    return this.pool.lines(code, text, context, onAnswers);
  }

  private async alarm(kind: ScriptKind, storeCode: string, target: string, error: ScriptRun['error']) {
    const type = SCRIPT_KINDS[kind].alarm;
    if (!type || !error) return;
    const failure = scriptFailure(error);
    const key = `${kind}|${storeCode}|${target}|${failure.errorClass}|${failure.line}`;
    const now = Date.now();
    if ((this.alarmed.get(key) ?? 0) > now - ALARM_REPEAT_MS) return;
    this.alarmed.set(key, now);
    if (this.alarmed.size > 1_000) this.alarmed.clear();
    await repositoriesOf(this.db).alarms.raise({
      location: storeCode === 'default' ? 'SYSTEM' : storeCode,
      type,
      class: 2,
      data: { target, ...failure },
    });
  }
}
