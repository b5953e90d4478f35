import { fillMessage, messages } from '@console/contracts/messages';
import {
  BROADCAST_COUNTRIES,
  type DraftField,
  type NotificationTaskBody,
  notificationErrors,
  usesBroadAudience,
} from '@console/contracts/notifications';
import { type FormInstance, Modal } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError, errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { countAudience } from '../api/count-audience';
import { useSendNotification } from '../api/send-notification';
import { broadcastConfirmation } from '../components/broadcast-confirmation';
import { type SendFormValues, toTaskBody } from '../notification-view';

/** Which form field shows each rule's message. */
const FIELD_OF: Record<DraftField, keyof SendFormValues> = {
  channel: 'channel',
  message: 'payload',
  severity: 'severity',
  users: 'userIds',
  schedule: 'scheduleType',
  expiry: 'expiry',
  quietHours: 'quietWindow',
};
/** The broadcast's confirmation is wide enough for its audience table (narrower screens scroll it). */
const CONFIRM_WIDTH = 880;
/** The message rule's field is the channel's first message control. */
const messageField = (channel?: string): keyof SendFormValues =>
  channel === 'sms' ? 'text' : channel === 'email' ? 'subject' : 'payload';

/**
 * The schedule rule's field is the control that lacks or holds the wrong value: the one-time date,
 * the weekly time or days; the type's radio buttons only when no type is chosen.
 */
function scheduleField(values: SendFormValues, message: string): keyof SendFormValues {
  if (values.scheduleType === 'once') return 'scheduleAt';
  if (values.scheduleType === 'weekly')
    return message === messages.selectScheduleDays ? 'scheduleDays' : 'scheduleTime';
  return 'scheduleType';
}

const fieldOf = (field: DraftField, message: string, values: SendFormValues): keyof SendFormValues =>
  field === 'message'
    ? messageField(values.channel)
    : field === 'schedule'
      ? scheduleField(values, message)
      : FIELD_OF[field];

/** Every field a rule's message may stand under: a new attempt clears them all first. */
const MESSAGE_FIELDS: (keyof SendFormValues)[] = [
  ...Object.values(FIELD_OF),
  'text',
  'subject',
  'scheduleAt',
  'scheduleTime',
  'scheduleDays',
];

/**
 * Create Notification Task (spec 002 sections 5 and 8): the rules' messages on their fields, a
 * broadcast confirmed with its audience, then the send. Ours (issue 29): a click while a send is
 * on its way does nothing; after a send the form is reset as Reset does; the server refusing an
 * identical task sent a moment ago is asked about ('Send again?') and sent again only when confirmed.
 */
export function useSendTask(form: FormInstance<SendFormValues>, onSent: (taskId: string) => void) {
  const send = useSendNotification();
  const [modal, dialogs] = Modal.useModal();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  /** A question before the send: the button does not spin while it waits for the person. */
  const ask = async (title: string, content: ReactNode, okText: string, width?: number) => {
    setSubmitting(false);
    const yes =
      (await modal.confirm({
        title,
        content,
        width,
        okText,
        cancelText: messages.cancel,
        autoFocusButton: 'cancel',
      })) === true;
    setSubmitting(yes);
    return yes;
  };

  function showErrors(values: SendFormValues, body: NotificationTaskBody): boolean {
    const errors = notificationErrors(body, Date.now());
    const fields = Object.entries(errors).map(([field, message]) => ({
      name: fieldOf(field as DraftField, message as string, values),
      errors: [message as string],
    }));
    // The previous attempt's messages go; this attempt's come.
    form.setFields(MESSAGE_FIELDS.map((name) => ({ name, errors: [] })));
    if (fields.length === 0) return false;
    // Each message under its own field only (no banner repeating one of them over the form).
    form.setFields(fields);
    return true;
  }

  /** A broadcast is asked about with its audience per channel, as the Send tab's preview counts it (issue 34). */
  async function broadcastConfirmed(values: SendFormValues, body: NotificationTaskBody): Promise<boolean> {
    if (!usesBroadAudience(body.users)) return true;
    const audience = await countAudience(body);
    const { users, push, sms, email } = audience;
    const country = body.users?.country ? BROADCAST_COUNTRIES[body.users.country] : undefined;
    const text = fillMessage(messages.confirmBroadcast, {
      audience: body.users?.segmentSnapshotId
        ? messages.notifySnapshotOwners
        : country
          ? fillMessage(messages.allUsersIn, { country })
          : messages.allUsers,
      users,
      push,
      sms,
      email,
    });
    const content = broadcastConfirmation({
      question: text,
      audience,
      channel: values.channel,
      quietMode: values.quietMode,
    });
    return ask(messages.createNotificationTask, content, messages.createNotificationTask, CONFIRM_WIDTH);
  }

  /** The send; an identical task sent a moment ago is sent again only when the sender says so. */
  async function sendOnce(body: NotificationTaskBody) {
    try {
      return await send.mutateAsync(body);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'notificationDuplicate')) throw error;
      const again = await ask(messages.sendAgain, errorText(error, ''), messages.sendAgainConfirm);
      return again ? send.mutateAsync({ ...body, confirmDuplicate: true }) : undefined;
    }
  }

  async function submit(values: SendFormValues) {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const body = toTaskBody(values);
      if (showErrors(values, body) || !(await broadcastConfirmed(values, body))) return;
      const created = await sendOnce(body);
      if (!created) return;
      showAlert('success', fillMessage(messages.notificationTaskCreated, { taskId: created.taskId }));
      onSent(created.taskId);
      form.resetFields();
    } catch (error) {
      showAlert('danger', errorText(error, messages.createNotificationFailed));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return { submit, submitting, dialogs };
}
