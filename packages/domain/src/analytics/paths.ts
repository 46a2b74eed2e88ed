/** The console's analytics routes (spec 2 section 2), for links from one analytics page to another. */
export const ANALYTICS_PATHS = {
  simulation: (simulationId: number) => `/analytics/${simulationId}`,
  category: (simulationId: number, categoryId: number) => `/analytics/${simulationId}/category/${categoryId}`,
  subcategory: (simulationId: number, categoryId: number, subcategoryId: number) =>
    `/analytics/${simulationId}/category/${categoryId}/subcategory/${subcategoryId}`,
} as const;
