import { messages } from '@console/contracts/messages';

/*
 * Direct printing to a USB label printer from the browser (WebUSB: Chromium-based browsers, on a
 * secure origin). The types are the few parts of the WebUSB API used here.
 */
interface UsbEndpoint {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: 'bulk' | 'interrupt' | 'isochronous';
}
interface UsbInterface {
  interfaceNumber: number;
  alternate: { interfaceClass: number; endpoints: UsbEndpoint[] };
}
interface UsbDevice {
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(n: number): Promise<void>;
  transferOut(endpoint: number, data: BufferSource): Promise<{ status: string }>;
  close(): Promise<void>;
}
interface Usb {
  requestDevice(options: { filters: { classCode?: number; vendorId?: number }[] }): Promise<UsbDevice>;
}

/** USB class 7: printers. Zebra's vendor id, whose printers also answer on a vendor-specific class. */
const PRINTER_CLASS = 7;
const ZEBRA_VENDOR_ID = 0x0a5f;

const usbOf = (nav: Navigator): Usb | undefined => (nav as Navigator & { usb?: Usb }).usb;

/** Whether this browser may print over WebUSB at all (the API exists only in a secure context). */
export const webUsbAvailable = (nav: Navigator = navigator): boolean =>
  Boolean(usbOf(nav)) && window.isSecureContext;

/** The bulk OUT endpoint of the printer's interface. */
function printerEndpoint(device: UsbDevice): { iface: number; endpoint: number } | undefined {
  for (const i of device.configuration?.interfaces ?? []) {
    const out = i.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk');
    if (out) return { iface: i.interfaceNumber, endpoint: out.endpointNumber };
  }
  return undefined;
}

/**
 * Asks the person to choose a USB label printer and sends it the job. Throws an Error with the
 * catalogue's text when the browser cannot, none was chosen, or the printer refused.
 */
export async function printOverUsb(job: string, nav: Navigator = navigator): Promise<void> {
  const usb = usbOf(nav);
  if (!usb || !window.isSecureContext) throw new Error(messages.webUsbUnavailable);
  let device: UsbDevice;
  try {
    device = await usb.requestDevice({
      filters: [{ classCode: PRINTER_CLASS }, { vendorId: ZEBRA_VENDOR_ID }],
    });
  } catch {
    throw new Error(messages.webUsbNoPrinter);
  }
  try {
    await device.open();
    if (!device.configuration) await device.selectConfiguration(1);
    const target = printerEndpoint(device);
    if (!target) throw new Error(messages.webUsbFailed);
    await device.claimInterface(target.iface);
    const sent = await device.transferOut(target.endpoint, new TextEncoder().encode(job));
    if (sent.status !== 'ok') throw new Error(messages.webUsbFailed);
  } catch (error) {
    throw error instanceof Error && error.message === messages.webUsbFailed
      ? error
      : new Error(messages.webUsbFailed);
  } finally {
    await device.close().catch(() => undefined);
  }
}
