import { PATHS } from '@console/contracts/paths';
import { lazy, type ReactNode } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const DacStatisticsPage = lazy(() => import('./pages/dac-statistics-page'));
const StatisticsPage = lazy(() => import('./pages/statistics-page'));
const MetricsChartPage = lazy(() => import('./pages/metrics-chart-page'));
const ProductMetricsPage = lazy(() => import('./pages/product-metrics-page'));

/**
 * Fleet insights: DAC Statistics (its Find Statistics tab is the devices' DAC log search, handed in
 * by the app), Download Statistics, Product Metrics and the Metrics Chart (the Product Metrics rule: the spec gives
 * it none of its own; its menu entry is 'Metrics Chart').
 */
export const insightsRoutes = (links: { findStatistics: ReactNode }): FeatureRoute[] => [
  {
    path: PATHS.dacStatistics,
    rule: 'dacStatistics',
    element: <DacStatisticsPage findStatistics={links.findStatistics} />,
  },
  { path: PATHS.statistics, rule: 'statistics', element: <StatisticsPage /> },
  { path: PATHS.productMetrics, rule: 'productMetrics', element: <ProductMetricsPage /> },
  {
    path: PATHS.metricsChart,
    rule: 'productMetrics',
    element: <MetricsChartPage />,
  },
];
