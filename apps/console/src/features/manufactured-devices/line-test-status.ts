import { messages } from '@console/contracts/messages';

/** The status line of the line test (spec 002 section 2), spelled as the spec spells it. */
export type ScanStatus =
  | 'idle'
  | 'webcamStarted'
  | 'webcamInProgress'
  | 'usbStarted'
  | 'usbInProgress'
  | 'completed';

export const STATUS_TEXT: Record<ScanStatus, string | null> = {
  idle: null,
  webcamStarted: messages.webcamScanningStarted,
  webcamInProgress: messages.webcamScanningInProgress,
  usbStarted: messages.usbScanningStarted,
  usbInProgress: messages.usbScanningInProgress,
  completed: messages.scanningCompleted,
};

/** The USB scanner's input fires this long after the last keystroke (spec 002 section 4). */
export const USB_DEBOUNCE_MS = 500;

/** A scanner on another keyboard layout types `MT;` for `MT:` (spec 002 section 4). */
export const correctedScan = (text: string) => text.replace(/^(\s*)MT;/, '$1MT:');
