/** Order numbers read as kind, day and id: `IN20261121-00042`. */
export const orderNumber = (prefix: 'IN' | 'OUT', id: number, at = new Date()) =>
  `${prefix}${at.toISOString().slice(0, 10).replaceAll('-', '')}-${String(id).padStart(5, '0')}`;

/** State of an order from how many devices it has moved. */
export const stateFor = (moved: number, quantity: number, completed: boolean) =>
  completed ? 'completed' : moved > 0 ? 'in_progress' : 'submitted';
