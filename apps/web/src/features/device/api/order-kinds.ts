import { type InputOrder, inputOrderResource, type OutputOrder, outputOrderResource } from '@skin/contract';

/** Stock-in (devices received into the warehouse) or stock-out (devices issued to an agent). */
export type OrderKind = 'input' | 'output';
export type AnyOrder = InputOrder | OutputOrder;

/**
 * Both order kinds work alike: scan serials until the count is reached, then complete. The detail
 * paths are fixed hidden routes (docs/product-rules.md, "Screen paths"); the list paths are the
 * seeded menu's.
 */
export const ORDER_KINDS = {
  input: {
    def: inputOrderResource,
    perms: inputOrderResource.extra,
    detailPath: '/inputOrderDetail',
    listPath: '/device/input-order',
  },
  output: {
    def: outputOrderResource,
    perms: outputOrderResource.extra,
    detailPath: '/outputOrderDetail',
    listPath: '/device/output-order',
  },
} as const;

/** How many devices an order has received (stock-in) or issued (stock-out) so far. */
export const doneOf = (order: AnyOrder): number =>
  'receivedQuantity' in order ? order.receivedQuantity : order.issuedQuantity;
