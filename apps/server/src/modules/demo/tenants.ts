import type { tenants } from '../../platform/db/schema';

export const MAIN_TENANT_ID = 'panasonic';

type TenantRow = typeof tenants.$inferInsert;

const assets = (id: string) => ({
  logoUrl: `/tenant-assets/${id}/logo.svg`,
  faviconUrl: `/tenant-assets/${id}/favicon.svg`,
});

/** The main brand tenant and two retail-partner tenants (the server maps partner hosts to them). */
export const DEMO_TENANTS: TenantRow[] = [
  {
    id: MAIN_TENANT_ID,
    external: false,
    displayName: 'Panasonic Smart Care',
    ...assets(MAIN_TENANT_ID),
    theme: 'default',
    primaryColor: '#0041C0',
    secondaryColor: '#00A3E0',
    supportUrl: 'https://support.panasonic.example/console',
    webClientId: 'console-panasonic-web',
    settings: { mainBrand: true, warrantyEnabled: true, mfaRequired: false },
  },
  {
    id: 'northmart',
    external: true,
    displayName: 'NorthMart Home',
    ...assets('northmart'),
    theme: 'round',
    primaryColor: '#1B7F5A',
    secondaryColor: '#F2A900',
    supportUrl: 'https://help.northmart.example/appliances',
    webClientId: 'console-northmart-web',
    settings: { mainBrand: false, warrantyEnabled: false, mfaRequired: false },
  },
  {
    id: 'southhome',
    external: true,
    displayName: 'SouthHome Living',
    ...assets('southhome'),
    theme: 'rectangular',
    primaryColor: '#B23A48',
    secondaryColor: '#2D3142',
    supportUrl: 'https://care.southhome.example/support',
    webClientId: 'console-southhome-web',
    settings: { mainBrand: false, warrantyEnabled: true, mfaRequired: false },
  },
];

/** Brands in the demo (upper case, as permission entries and devices carry them). */
export const MAIN_BRANDS = ['PANASONIC', 'ANCHOR'] as const;
