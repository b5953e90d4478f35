import type { Theme } from '@console/contracts/constants';
import type { TenantInfo } from '@console/contracts/tenants';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { readableTextOn } from './contrast';

/** Corner radius per tenant theme: round is soft, rectangular square, the others standard. */
const RADIUS: Record<Theme, number> = { default: 6, newlayout: 6, round: 16, rectangular: 0 };

/** The Ant Design theme for a tenant's selectedTheme, primaryColor and secondaryColor. */
/**
 * `reducedMotion`: the person's system asks for less motion, so Ant Design's transitions (tabs,
 * button spinners, list items leaving) end at once instead of animating.
 */
export function themeFor(tenant: TenantInfo, reducedMotion = false): ThemeConfig {
  const radius = RADIUS[tenant.selectedTheme];
  return {
    algorithm: antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: tenant.primaryColor,
      colorLink: tenant.primaryColor,
      colorTextLightSolid: readableTextOn(tenant.primaryColor),
      // antd's default error red is 3.3:1 on white; this one reads at WCAG AA (5.9:1).
      colorError: '#cf1322',
      // Secondary and description greys (hints, waiting steps) at 0.45 are 3.4:1; 0.65 reads at AA.
      colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      // Tooltips' background, opaque: antd's 85 % black let the column headers under a reason
      // tooltip show through its text. The same grey as that black over white.
      colorBgSpotlight: '#262626',
      borderRadius: radius,
      borderRadiusLG: radius === 0 ? 0 : radius + 2,
      borderRadiusSM: Math.round(radius / 2),
      motion: !reducedMotion,
    },
    components: {
      Layout: { headerBg: '#ffffff', lightSiderBg: '#ffffff', headerPadding: '0 24px' },
      Button: { primaryShadow: 'none' },
      // The default label grey is 3:1 on white; WCAG AA wants 4.5:1.
      Descriptions: { labelColor: 'rgba(0, 0, 0, 0.65)' },
    },
  };
}

/** newlayout puts the menu in a side bar; every other theme keeps it in the header. */
export const usesSideMenu = (tenant: TenantInfo): boolean => tenant.selectedTheme === 'newlayout';
