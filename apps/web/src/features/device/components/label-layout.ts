/** A label sheet's geometry in millimetres: the paper, its printable margin, one label, the gap between. */
export type SheetSpec = {
  pageWidth: number;
  pageHeight: number;
  margin: number;
  labelWidth: number;
  labelHeight: number;
  gap: number;
};

/** A4 portrait with 60 x 40 mm labels: 3 across, 6 down, 18 a page. */
export const A4_LABELS: SheetSpec = {
  pageWidth: 210,
  pageHeight: 297,
  margin: 10,
  labelWidth: 60,
  labelHeight: 40,
  gap: 5,
};

/** How many labels fit across and down the printable area (n labels need n-1 gaps). */
export function gridOf(spec: SheetSpec) {
  const fit = (room: number, size: number) => Math.max(1, Math.floor((room + spec.gap) / (size + spec.gap)));
  const columns = fit(spec.pageWidth - 2 * spec.margin, spec.labelWidth);
  const rows = fit(spec.pageHeight - 2 * spec.margin, spec.labelHeight);
  return { columns, rows, perPage: columns * rows };
}

/**
 * The labels cut into pages. Each page is laid out on its own, so a label is never split across
 * a page break whatever the browser's print engine decides.
 */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}
