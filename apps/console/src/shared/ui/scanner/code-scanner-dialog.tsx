import { messages } from '@console/contracts/messages';
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  onScanned: (text: string) => void;
  onClose: () => void;
  /** Once the camera is live and reading (the line test's 'Webcam Scanning In Pogress'). */
  onReading?: () => void;
  /** A status line shown in the dialog, above the camera (the page's own is under the dialog). */
  status?: ReactNode;
}

/** Why the camera did not start, in words a person can act on. */
const reasonOf = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
    ? messages.scanCameraBlocked
    : messages.scanCameraMissing;

/**
 * The webcam QR/barcode scanner (spec 001 section 2): the camera in a dialog until a code is read.
 * Without a camera, or without permission, 'Failed to Scan QR Code' says which, and the code can be
 * typed instead. ZXing is this chunk's weight, so the dialog is loaded only when the scanner opens.
 */
export default function CodeScannerDialog({ onScanned, onClose, onReading, status }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string>();
  const [typed, setTyped] = useState('');
  // The camera starts once per opening, whatever the parent re-renders with.
  const latest = useRef(onScanned);
  latest.current = onScanned;
  const reading = useRef(onReading);
  reading.current = onReading;

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
          else reading.current?.();
        },
        (error: unknown) => setFailure(reasonOf(error)),
      );
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  const submitTyped = () => {
    if (typed.trim()) onScanned(typed.trim());
  };

  return (
    <Modal
      open
      title={messages.scanCode}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{messages.close}</Button>}
    >
      {status ? <Typography.Paragraph strong>{status}</Typography.Paragraph> : null}
      {failure ? (
        <Flex vertical gap="middle">
          <Alert type="error" showIcon message={messages.scanFailed} description={failure} />
          <Flex gap="small">
            <Input
              aria-label={messages.scanTypedCode}
              placeholder={messages.scanTypedCode}
              value={typed}
              autoFocus
              onChange={(e) => setTyped(e.target.value)}
              onPressEnter={submitTyped}
            />
            <Button type="primary" onClick={submitTyped} disabled={!typed.trim()}>
              {messages.scanUseCode}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <>
          <Typography.Paragraph>{messages.scanHint}</Typography.Paragraph>
          <video ref={video} className="scanner-video" muted playsInline aria-label={messages.scanCode} />
        </>
      )}
    </Modal>
  );
}
