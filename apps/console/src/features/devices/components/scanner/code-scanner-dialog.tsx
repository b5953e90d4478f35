import { messages } from '@console/contracts/messages';
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { Button, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../../../../shared/ui/alert-store';
import { EmptyState } from '../../../../shared/ui/empty-state';

interface Props {
  onScanned: (text: string) => void;
  onClose: () => void;
}

/**
 * The webcam QR/barcode scanner (spec 001 section 2): the camera in a dialog until a code is read.
 * No camera, or no permission, is 'Failed to Scan QR Code'. ZXing is this chunk's weight, so the
 * dialog is loaded only when the scanner is opened.
 */
export default function CodeScannerDialog({ onScanned, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The camera starts once per opening, whatever the parent re-renders with.
  const latest = useRef(onScanned);
  latest.current = onScanned;

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    const reader = new BrowserMultiFormatReader();
    const element = video.current ?? undefined;
    reader
      .decodeFromVideoDevice(undefined, element, (result, _error, c) => {
        if (!result || stopped) return;
        stopped = true;
        c.stop();
        latest.current(result.getText().trim());
      })
      .then(
        (c) => {
          controls = c;
          if (stopped) c.stop();
        },
        () => {
          setFailed(true);
          showAlert('danger', messages.scanFailed);
        },
      );
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return (
    <Modal
      open
      title={messages.scanCode}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{messages.close}</Button>}
    >
      {failed ? (
        <EmptyState text={messages.scanFailed} />
      ) : (
        <>
          <Typography.Paragraph>{messages.scanHint}</Typography.Paragraph>
          <video ref={video} className="scanner-video" muted playsInline aria-label={messages.scanCode} />
        </>
      )}
    </Modal>
  );
}
