/** The insights area's public entry (`@console/contracts/insights`): DAC statistics, download statistics, product metrics and the metrics chart. */

export * from './category-groups';
export * from './chart-option';
export * from './drill-through';
export * from './insights.schemas';
export * from './map-hosts';
export * from './metrics-dates';
export * from './product-metrics';
