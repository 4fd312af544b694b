// Figures for people: sizes in kB (1 kB = 1000 bytes, as the build output and browsers' tools count them).

export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function milliseconds(value: number): string {
  return `${value.toFixed(1)} ms`;
}

/** A plain-text table, columns padded to their widest cell; the first column left-aligned, the rest right. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}
