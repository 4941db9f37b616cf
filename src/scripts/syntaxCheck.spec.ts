import { describe, expect, it } from 'vitest';
import { SCRIPT_TEMPLATES } from '../../domain/scriptTemplates';
import { firstSyntaxProblem } from './syntaxCheck';

describe('syntax check of the script editors', () => {
  it('finds no problem in any shipped example', () => {
    for (const code of Object.values(SCRIPT_TEMPLATES)) expect(firstSyntaxProblem(code)).toBeUndefined();
  });

  it('names the line of a syntax error', () => {
    expect(firstSyntaxProblem('function parseLine(line) {\n  return line.split(;\n}')?.line).toBe(2);
    expect(firstSyntaxProblem('const a = 1;\n\nfunction (')?.line).toBe(3);
  });
});
