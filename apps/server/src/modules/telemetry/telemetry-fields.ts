import { STATUS_PARAMETERS } from '@console/contracts/telemetry';

/*
 * Labels for the short codes devices report, for log views and reports (docs/mqtt.md holds the same
 * tables). Status labels (acmd, acfs, ps, actmp, rssi and rmtmp worded as spec 000 section 3) are
 * `STATUS_PARAMETERS` of contracts.
 */
export interface FieldInfo {
  label: string;
  unit?: string;
}

/** The status codes and their names live in contracts, with the one labelling function. */
export const statusFields: Record<string, FieldInfo> = STATUS_PARAMETERS;

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
