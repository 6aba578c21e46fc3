/** Order numbers read as kind, day and id: `IN20261121-00042`. */
export const orderNumber = (prefix: 'IN' | 'OUT', id: number, at = new Date()) =>
  `${prefix}${at.toISOString().slice(0, 10).replaceAll('-', '')}-${String(id).padStart(5, '0')}`;
