import { loadavg } from 'node:os';

export interface Row {
  section: string;
  figure: string;
  value: string;
  target: string;
  /** Ratio to the HTTP baseline measured in the same run, where one applies. */
  ratio?: string;
  /** undefined: a figure without a target (printed for information). */
  met?: boolean;
}

const rows: Row[] = [];

export function addRow(row: Row): void {
  rows.push(row);
  const verdict = row.met === undefined ? '' : row.met ? '  ok' : '  MISSED';
  console.log(
    `  ${row.section} · ${row.figure}: ${row.value}${row.ratio ? ` (${row.ratio})` : ''}${verdict}`,
  );
}

export function machineLoad(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

/** The whole run as one table; returns how many targets were missed. */
export function printTable(): number {
  const header: Row = {
    section: 'section',
    figure: 'figure',
    value: 'value',
    target: 'target',
    ratio: 'vs baseline',
  };
  const cells = (row: Row) => [
    row.section,
    row.figure,
    row.value,
    row.target,
    row.ratio ?? '',
    row.met === undefined ? '' : row.met ? 'ok' : 'MISSED',
  ];
  const all = [header, ...rows].map(cells);
  const widths = (all[0] ?? []).map((_, column) =>
    Math.max(...all.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: string[]) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(all[0] ?? [])}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of all.slice(1)) console.log(format(line));
  const missed = rows.filter((row) => row.met === false).length;
  console.log(
    `\n${missed === 0 ? 'Every target met.' : `${missed} target(s) missed.`} Load average now: ${machineLoad()} (1/5/15 min).`,
  );
  return missed;
}
