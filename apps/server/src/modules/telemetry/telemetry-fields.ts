/*
 * Labels for the short codes devices report, for log views and reports (docs/mqtt.md holds the same
 * tables). Status labels for acmd, acfs, ps, actmp, rssi and rmtmp are worded as spec 000 section 3.
 */
export interface FieldInfo {
  label: string;
  unit?: string;
}

export const statusFields: Record<string, FieldInfo> = {
  ts: { label: 'Timestamp', unit: 's' },
  ps: { label: 'Power Status' },
  acdl: { label: 'Filter Dust Level', unit: '%' },
  cnt: { label: 'Last Controlled By' },
  lcmd: { label: 'Last Action' },
  fw: { label: 'Firmware Version' },
  rssi: { label: 'WiFi Strength', unit: 'dBm' },
  errors: { label: 'Errors' },
  acmd: { label: 'AC Mode' },
  acfs: { label: 'Fan Speed' },
  actmp: { label: 'Temperature', unit: '°C' },
  rmtmp: { label: 'Room Temperature', unit: '°C' },
  fnsp: { label: 'Fan Speed Level' },
  sw: { label: 'Switch States' },
  brt: { label: 'Brightness', unit: '%' },
  cct: { label: 'Colour Temperature', unit: 'K' },
  wmmd: { label: 'Wash Program' },
  wmst: { label: 'Wash State' },
  wmrt: { label: 'Remaining Time', unit: 'min' },
  wmtmp: { label: 'Wash Temperature', unit: '°C' },
  rftmp: { label: 'Fridge Temperature', unit: '°C' },
  fztmp: { label: 'Freezer Temperature', unit: '°C' },
  door: { label: 'Door' },
};

export type DiagnosticsGroup =
  | 'Indoor Unit Side'
  | 'Outdoor Unit Side'
  | 'Compressor RPM'
  | 'Abnormal Operation';

export const diagnosticsFields: Record<string, FieldInfo & { group: DiagnosticsGroup }> = {
  idt: { label: 'Indoor Temperature', unit: '°C', group: 'Indoor Unit Side' },
  ept: { label: 'Evaporator Pipe Temperature', unit: '°C', group: 'Indoor Unit Side' },
  stmp: { label: 'Set Temperature', unit: '°C', group: 'Indoor Unit Side' },
  ifsl: { label: 'Indoor Fan Speed Level', group: 'Indoor Unit Side' },
  ifrpm: { label: 'Indoor Fan RPM', unit: 'rpm', group: 'Indoor Unit Side' },
  pm25: { label: 'PM2.5', unit: 'µg/m³', group: 'Indoor Unit Side' },
  fst: { label: 'Filter Status', group: 'Indoor Unit Side' },
  sct: { label: 'Suction Temperature', unit: '°C', group: 'Outdoor Unit Side' },
  oat: { label: 'Outdoor Air Temperature', unit: '°C', group: 'Outdoor Unit Side' },
  cdt: { label: 'Condenser Temperature', unit: '°C', group: 'Outdoor Unit Side' },
  ctt: { label: 'Compressor Top Temperature', unit: '°C', group: 'Outdoor Unit Side' },
  ipmt: { label: 'IPM Temperature', unit: '°C', group: 'Outdoor Unit Side' },
  ofrpm: { label: 'Outdoor Fan RPM', unit: 'rpm', group: 'Outdoor Unit Side' },
  cc: { label: 'Compressor Current', unit: 'A', group: 'Outdoor Unit Side' },
  dcv: { label: 'DC Voltage', unit: 'V', group: 'Outdoor Unit Side' },
  acv: { label: 'AC Voltage', unit: 'V', group: 'Outdoor Unit Side' },
  aci: { label: 'AC Current', unit: 'A', group: 'Outdoor Unit Side' },
  trpm: { label: 'Target Compressor RPM', unit: 'rpm', group: 'Compressor RPM' },
  srpm: { label: 'Set Compressor RPM', unit: 'rpm', group: 'Compressor RPM' },
  rrpm: { label: 'Real Compressor RPM', unit: 'rpm', group: 'Compressor RPM' },
  rlr: { label: 'RPM Limit Reason', group: 'Compressor RPM' },
  flt: { label: 'Fault Types', group: 'Abnormal Operation' },
  prt: { label: 'Protections', group: 'Abnormal Operation' },
  pot: { label: 'Total Power-On Time', unit: 'h', group: 'Abnormal Operation' },
};
