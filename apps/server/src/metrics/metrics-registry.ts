import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's own registry rather than prom-client's global one: nothing a dependency registers globally is
 * served, and the metric names below are this product's alone.
 */
export const metricsRegistry = new Registry();

/** Node's own figures (memory, event-loop lag, handles), named like the product's. */
collectDefaultMetrics({ register: metricsRegistry, prefix: 'dd_' });
