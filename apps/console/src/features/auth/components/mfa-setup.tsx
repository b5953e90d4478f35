import { messages } from '@console/contracts/messages/core';
import { Button } from 'antd';
import { useState } from 'react';
import { CopySecret } from './copy-secret';
import { MfaHelp } from './mfa-help';
import { MfaSyncForm } from './mfa-sync-form';

interface Props {
  qrCodeUrl: string;
  secret?: string;
  mfaToken?: string;
  /** Settings: the current password given for Add Device, sent again with the sync. */
  currentPassword?: string;
}

/** Two-step setup at sign-in and in Settings: scan the QR code (or type the key), then sync (spec 000 section 2). */
export default function MfaSetup({ qrCodeUrl, secret, mfaToken, currentPassword }: Props) {
  const [syncing, setSyncing] = useState(false);
  if (syncing) return <MfaSyncForm mfaToken={mfaToken} currentPassword={currentPassword} />;

  return (
    <div className="login-form mfa-setup">
      <h2 className="mfa-subtitle">{messages.mfaSetupTitle}</h2>
      <img className="mfa-qr" src={qrCodeUrl} alt={messages.mfaQrAlt} width={200} height={200} />
      {secret ? <CopySecret secret={secret} /> : null}
      <Button type="primary" block size="large" onClick={() => setSyncing(true)}>
        {messages.mfaContinue}
      </Button>
      <MfaHelp label={messages.mfaNeedHelp} text={messages.mfaSetupHelp} />
    </div>
  );
}
