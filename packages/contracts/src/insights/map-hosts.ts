/*
 * Where the Metrics Chart draws graph 5 (Device and User Count by Geographical distribution) as a
 * map: development, pre-production, the main brand's own and local hosts (spec 002 section 2);
 * elsewhere it shows bars per city. Decided on the host name's labels
 * (docs/decisions/0022-product-metrics-images.md).
 */

const DEVELOPMENT = /^(dev|development)$|^dev-|-dev$/;
const PRE_PRODUCTION = /^(pre-?prod|pre-?production)$|^pre-?prod-|-pre-?prod$/;

function isLocal(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host === '::1' ||
    host === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

/** The map default view: centred near Bangalore, at web-map zoom 5 (spec 002 section 9). */
export const MAP_VIEW = { center: [77.5946, 12.9716] as [number, number], zoom: 5 } as const;

/**
 * Whether graph 5 is a map on `hostname`: a local host, a host with a development or
 * pre-production label (`dev.console.example`, `console-preprod.example`), or the main brand's own
 * (a label naming the main tenant, `console.panasonic.example`, on the main tenant).
 */
export function mapShownOn(hostname: string, tenant: { tenantId: string; tenantExternal: boolean }): boolean {
  const host = hostname.trim().toLowerCase();
  if (isLocal(host)) return true;
  const labels = host.split('.');
  if (labels.some((l) => DEVELOPMENT.test(l) || PRE_PRODUCTION.test(l))) return true;
  return !tenant.tenantExternal && labels.includes(tenant.tenantId.toLowerCase());
}
