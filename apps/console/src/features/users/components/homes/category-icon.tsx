import {
  ApiOutlined,
  AppstoreOutlined,
  BulbOutlined,
  CloudOutlined,
  ControlOutlined,
  DesktopOutlined,
  InboxOutlined,
  SkinOutlined,
  SyncOutlined,
  VideoCameraOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The device tab icon by category (spec 000 section 2: AC, fan, television, washing machine,
 * refrigerator, smart plug, switch device, door phone, default).
 */
const ICONS: Record<string, ComponentType<{ 'aria-label'?: string }>> = {
  AC: CloudOutlined,
  CAC: CloudOutlined,
  IAC: CloudOutlined,
  FAN: SyncOutlined,
  ANCHORFAN: SyncOutlined,
  FANCONTROLLER: SyncOutlined,
  TV: DesktopOutlined,
  TELEVISION: DesktopOutlined,
  WM: SkinOutlined,
  ODMFRONTLOADWM: SkinOutlined,
  REF: InboxOutlined,
  ROMA: ApiOutlined,
  SWITCHES: ControlOutlined,
  ROMASWITCHES: ControlOutlined,
  ANCHOR: ControlOutlined,
  VDP: VideoCameraOutlined,
  LEDLIGHTS: BulbOutlined,
  GATEWAY: WifiOutlined,
};

export function CategoryIcon({ category }: { category: string | null }) {
  const Icon = ICONS[(category ?? '').toUpperCase()] ?? AppstoreOutlined;
  return <Icon aria-label={category ?? 'device'} />;
}
