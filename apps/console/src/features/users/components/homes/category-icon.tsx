import Icon, { AppstoreOutlined, BulbOutlined, WifiOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import {
  AirConditionerGlyph,
  DoorPhoneGlyph,
  FanGlyph,
  RefrigeratorGlyph,
  SmartPlugGlyph,
  SwitchGlyph,
  TelevisionGlyph,
  WashingMachineGlyph,
} from './appliance-glyphs';

/**
 * The device tab icon by category (spec 000 section 2: AC, fan, television, washing machine,
 * refrigerator, smart plug, switch device, door phone, default); lights and gateways have their own.
 */
const GLYPHS: Record<string, ComponentType> = {
  AC: AirConditionerGlyph,
  CAC: AirConditionerGlyph,
  IAC: AirConditionerGlyph,
  FAN: FanGlyph,
  ANCHORFAN: FanGlyph,
  FANCONTROLLER: FanGlyph,
  TV: TelevisionGlyph,
  TELEVISION: TelevisionGlyph,
  WM: WashingMachineGlyph,
  ODMFRONTLOADWM: WashingMachineGlyph,
  REF: RefrigeratorGlyph,
  ROMA: SmartPlugGlyph,
  SWITCHES: SwitchGlyph,
  ROMASWITCHES: SwitchGlyph,
  ANCHOR: SwitchGlyph,
  VDP: DoorPhoneGlyph,
};
const ANTD_ICONS: Record<string, ComponentType<{ 'aria-label'?: string }>> = {
  LEDLIGHTS: BulbOutlined,
  GATEWAY: WifiOutlined,
};

export function CategoryIcon({ category }: { category: string | null }) {
  const key = (category ?? '').toUpperCase();
  const label = category ?? 'device';
  const glyph = GLYPHS[key];
  if (glyph) return <Icon component={glyph} aria-label={label} />;
  const Antd = ANTD_ICONS[key] ?? AppstoreOutlined;
  return <Antd aria-label={label} />;
}
