import { describe, expect, it } from 'vitest';
import { correctedScan, STATUS_TEXT } from './line-test-status';

describe('line test', () => {
  it('reads MT; as MT: and leaves anything else alone', () => {
    expect(correctedScan('MT;Y.K90AFN00KA0648G00')).toBe('MT:Y.K90AFN00KA0648G00');
    expect(correctedScan('PAC2511000001')).toBe('PAC2511000001');
    expect(correctedScan('XMT;1')).toBe('XMT;1');
  });

  it('spells the status lines as the spec spells them', () => {
    expect(STATUS_TEXT.webcamInProgress).toBe('Webcam Scanning In Pogress');
    expect(STATUS_TEXT.usbInProgress).toBe('USB Scanning In Pogress');
    expect(STATUS_TEXT.completed).toBe(
      'Scanning Completed. Please Click Above Button To Start Scanning Again.',
    );
  });
});
