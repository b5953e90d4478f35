import { fillMessage, messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { useSession } from '@/shared/session/use-session';
import { showAlert } from '@/shared/ui/alert-store';
import { incidentRecipientsQuery } from '../api/get-incident-recipients';
import { useSendIncidentEmail } from '../api/send-incident-email';
import { RichTextEditor } from './rich-text-editor';

/**
 * Report Incidence (spec 000 section 2): who it goes to (the configured recipients), a subject, a
 * rich-text body and Send E-mail. The editor is this chunk's weight, so the popup is loaded only
 * when Send Email is pressed.
 */
export default function ReportIncidencePopup({
  deviceId,
  onClose,
}: {
  deviceId: string;
  onClose: () => void;
}) {
  const session = useSession();
  const send = useSendIncidentEmail();
  const recipients = useQuery(incidentRecipientsQuery()).data?.to ?? [];
  const [subject, setSubject] = useState(fillMessage(messages.incidentSubjectDefault, { id: deviceId }));
  const [body, setBody] = useState({ html: '', empty: true });
  const ready = subject.trim() !== '' && !body.empty;

  const submit = () =>
    send.mutate(
      { subject: subject.trim(), body: body.html, to: recipients, sendBy: session?.user.email ?? '' },
      {
        onSuccess: (res) => {
          showAlert('success', res.message);
          onClose();
        },
        onError: (error) => showAlert('danger', errorText(error, messages.emailSendFailed)),
      },
    );

  return (
    <Modal
      open
      title={messages.reportIncidenceTitle}
      onCancel={onClose}
      width={720}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{messages.cancel}</Button>
          <Button type="primary" disabled={!ready} loading={send.isPending} onClick={submit}>
            {messages.sendEmailAction}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical">
        <Form.Item label={messages.incidentTo}>
          <Typography.Text className="incident-recipients">
            {recipients.length > 0 ? recipients.join(', ') : messages.noIncidentRecipients}
          </Typography.Text>
        </Form.Item>
        <Form.Item label={messages.incidentSubject} htmlFor="incident-subject" required>
          <Input
            id="incident-subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            maxLength={200}
          />
        </Form.Item>
        <Form.Item label={messages.incidentBody} required>
          <RichTextEditor
            label={messages.incidentBody}
            onChange={(html, empty) => setBody({ html, empty })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
