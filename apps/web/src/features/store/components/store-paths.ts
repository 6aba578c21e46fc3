/** The hidden detail routes of the store screens (app/fixed-routes.ts). */
export const STORE_PATHS = {
  consumerDetails: (id: number) => `/consumerDetails/${id}`,
  testRecords: (id: number) => `/testRecords/${id}`,
  testDetails: (id: number) => `/testDetails/${id}`,
} as const;
