import { messages } from '@console/contracts/messages/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Modal, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { showAlert } from '../../../shared/ui/alert-store';
import { addMfaDeviceRequest } from '../api/add-mfa-device';

const MfaSetup = lazy(() => import('./mfa-setup'));

/**
 * Settings > Two Step Authentication: Add Device, confirmed first since it cannot be undone; then
 * the same QR setup and Code 1 / Code 2 sync as at sign-in, authorised by the session.
 */
export function TwoStepCard({ enabled }: { enabled: boolean }) {
  const [modal, holder] = Modal.useModal();
  const add = useMutation({
    mutationFn: addMfaDeviceRequest,
    onError: () => showAlert('danger', messages.mfaAddFailed),
  });

  const confirm = () =>
    modal.confirm({
      title: messages.addDeviceConfirmTitle,
      content: messages.addDeviceConfirmText,
      okText: messages.ok,
      cancelText: messages.cancel,
      onOk: () => add.mutate(),
    });

  return (
    <Card title={<h2 className="settings-card-title">{messages.twoStepTitle}</h2>} className="settings-card">
      {holder}
      {add.data ? (
        <Suspense fallback={null}>
          <MfaSetup qrCodeUrl={add.data.qrCodeUrl} secret={add.data.secret} />
        </Suspense>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {enabled ? messages.twoStepOn : messages.twoStepOff}
          </Typography.Paragraph>
          <Button type="primary" onClick={confirm} loading={add.isPending}>
            {messages.addDevice}
          </Button>
        </>
      )}
    </Card>
  );
}
