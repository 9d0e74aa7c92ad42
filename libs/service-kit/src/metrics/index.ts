export { Counter, Gauge, Histogram, createMetrics, defineMetrics, latencyBuckets, type Metrics } from './metrics';
export { scrapedGauges, type GaugeSpec, type Readings, type Sample, type ScrapedGaugesOptions } from './scraped-gauges';
export { startMetricsServer, type MetricsServer } from './metrics-server';
export { serveMetrics, serveServiceMetrics, type MetricsConfig } from './service-metrics';
export { nameOperation, OTHER_OPERATION } from './request-metrics';
