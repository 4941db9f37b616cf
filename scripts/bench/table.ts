// Prints benchmark figures as an aligned text table.

export type Row = [figure: string, value: string, note: string];

export function printTable(rows: Row[]): void {
  const all: Row[] = [['figure', 'value', 'note'], ...rows];
  const widths = [0, 1, 2].map((column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row: Row): string =>
    `| ${row[0].padEnd(widths[0])} | ${row[1].padStart(widths[1])} | ${row[2].padEnd(widths[2])} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  console.log([line(all[0]), rule, ...rows.map(line)].join('\n'));
}
