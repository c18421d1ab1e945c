import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from './metrics-registry.ts';
import { METRICS_PATH } from './register-metrics.ts';

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A listener of its own serving only /metrics, without a token: for every role, workers included, bound to a
 * private interface (127.0.0.1 unless configured) that only the scraper reaches.
 */
export async function startMetricsServer(options: { port: number; host: string }): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (page) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(request.method === 'HEAD' ? undefined : page),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A scraper keeps its connection open between scrapes; closing does not wait for it.
        server.closeAllConnections();
      }),
  };
}
