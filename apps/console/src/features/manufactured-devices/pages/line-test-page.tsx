import type { LineTestResult } from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import { Alert, Button, Card, Flex, Input, type InputRef, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { useUrlTab } from '@/shared/routing/use-url-tab';
import { TabbedPage } from '@/shared/ui/tabbed-page';
import { lineTest } from '../api/manufactured-devices';
import { DeviceDetailCard } from '../components/device-detail-card';
import { correctedScan, type ScanStatus, STATUS_TEXT, USB_DEBOUNCE_MS } from '../line-test-status';

const TABS = ['webcam', 'usb'] as const;

const CodeScannerDialog = lazy(() => import('@/shared/ui/scanner/code-scanner-dialog'));

type Outcome =
  | LineTestResult
  | { passed: false; message: string; serial: null; device: null; mismatches: [] };

/**
 * The line test (spec 002 sections 2 and 4), the line-test user's dashboard: scan a finished unit
 * with the webcam or a USB scanner; a code starting with MT is resolved to its serial (MT; read as
 * MT:) and the unit is checked against its record. Line Test Passed with the device details, or
 * Line Test Failed with the message.
 */
export default function LineTestPage() {
  // The tab is kept in the URL (`tab=usb`): a reload comes back to the scanner in use.
  const [tab, setTab] = useUrlTab(TABS);
  const [status, setStatus] = useState<ScanStatus>('idle');
  const [camera, setCamera] = useState(false);
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const usbInput = useRef<InputRef>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function test(text: string) {
    const code = correctedScan(text).trim();
    if (!code) return;
    setBusy(true);
    try {
      setOutcome(await lineTest(code));
    } catch (error) {
      setOutcome({
        passed: false,
        message: errorText(error, messages.scanFailed),
        serial: null,
        device: null,
        mismatches: [],
      });
    } finally {
      setBusy(false);
      setStatus('completed');
    }
  }

  const start = (which: 'webcam' | 'usb') => {
    clearTimeout(timer.current);
    setOutcome(null);
    setTyped('');
    if (which === 'webcam') {
      setStatus('webcamStarted');
      setCamera(true);
    } else {
      setStatus('usbStarted');
      setTimeout(() => usbInput.current?.focus());
    }
  };

  const usbReady = status === 'usbStarted' || status === 'usbInProgress';
  const onType = (value: string) => {
    const corrected = correctedScan(value);
    setTyped(corrected);
    setStatus('usbInProgress');
    clearTimeout(timer.current);
    // The scanner types a whole code in a burst: the test runs once it has been quiet for 500 ms.
    timer.current = setTimeout(() => test(corrected), USB_DEBOUNCE_MS);
  };

  const statusText = STATUS_TEXT[status];
  return (
    <TabbedPage
      title={messages.lineTestTitle}
      destroyOnHidden={false}
      active={tab}
      onChange={(key) => {
        clearTimeout(timer.current);
        setTab(key);
        setStatus('idle');
        setOutcome(null);
      }}
      footer={
        statusText ? (
          <Typography.Paragraph role="status" strong style={{ marginTop: 16 }}>
            {statusText}
          </Typography.Paragraph>
        ) : null
      }
      tabs={[
        {
          key: 'webcam',
          label: messages.lineTestWebcamTab,
          children: (
            <Button type="primary" onClick={() => start('webcam')} disabled={busy}>
              {messages.startWebcamScan}
            </Button>
          ),
        },
        {
          key: 'usb',
          label: messages.lineTestUsbTab,
          children: (
            <Flex vertical gap="small" align="start">
              <Button type="primary" onClick={() => start('usb')} disabled={busy}>
                {messages.startUsbScan}
              </Button>
              <Input
                ref={usbInput}
                aria-label={messages.lineTestUsbTab}
                value={typed}
                disabled={!usbReady}
                onChange={(e) => onType(e.target.value)}
                style={{ maxWidth: 480 }}
              />
            </Flex>
          ),
        },
      ]}
    >
      {camera ? (
        <Suspense fallback={<Spin />}>
          <CodeScannerDialog
            // Started on the button; In Pogress once the camera reads, until the code's test is done.
            onReading={() => setStatus('webcamInProgress')}
            status={statusText}
            onScanned={(text) => {
              setCamera(false);
              setStatus('webcamInProgress');
              test(text);
            }}
            onClose={() => {
              setCamera(false);
              setStatus('idle');
            }}
          />
        </Suspense>
      ) : null}
      {busy ? <Spin /> : null}
      {outcome ? (
        <Card>
          {outcome.passed && outcome.device ? (
            <Flex vertical gap="middle">
              {/* The same banner as a failure, with the serial tested: equally plain from across the line. */}
              <Alert type="success" showIcon message={messages.lineTestPassed} description={outcome.serial} />
              <DeviceDetailCard device={outcome.device} title={messages.deviceDetails} />
            </Flex>
          ) : (
            <Alert type="error" showIcon message={messages.lineTestFailed} description={outcome.message} />
          )}
        </Card>
      ) : null}
    </TabbedPage>
  );
}
