// SQL text of the generated DDL: a quoted identifier, a string literal.
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function sqlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
