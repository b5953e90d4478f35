import { ScanOutlined } from '@ant-design/icons';
import { messages } from '@console/contracts/messages';
import { Button, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';

const CodeScannerDialog = lazy(() => import('./code-scanner-dialog'));

/** The scanner toggle (device search, device models); a read or typed code is handed to `onScanned`. */
export function ScanButton({ onScanned }: { onScanned: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const scanned = (text: string) => {
    setOpen(false);
    if (text) onScanned(text);
  };
  return (
    <>
      <Button icon={<ScanOutlined />} onClick={() => setOpen(true)}>
        {messages.scanCode}
      </Button>
      {open ? (
        <Suspense fallback={<Spin />}>
          <CodeScannerDialog onScanned={scanned} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
