/**
 * The hidden detail routes the role dashboards link to (docs/product-rules.md, "Screen paths";
 * app/fixed-routes.ts): a consumer's detail and a stock-out order's.
 */
export const consumerDetailsPath = (id: number) => `/consumerDetails/${id}`;
export const outputOrderDetailPath = (id: number) => `/outputOrderDetail/${id}`;
