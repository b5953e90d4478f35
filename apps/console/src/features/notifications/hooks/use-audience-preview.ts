import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { audiencePreviewQuery } from '../api/count-audience';
import { type PreviewAsk, previewAskOf, type SendFormValues } from '../notification-view';

/** How long the form must rest before the audience is counted again. */
export const PREVIEW_DEBOUNCE_MS = 500;

/**
 * The audience preview of the form's task (issue 34): counted again when the audience, channel,
 * severity, schedule or quiet hours change and the form has rested PREVIEW_DEBOUNCE_MS; typing the
 * message counts nothing. `waiting`: a change not counted yet; `missing`: what the form lacks for a count.
 */
export function useAudiencePreview(form: FormInstance<SendFormValues>) {
  const ask: PreviewAsk =
    Form.useWatch((values: SendFormValues) => previewAskOf(values), { form, preserve: true }) ??
    previewAskOf(undefined);
  const key = 'key' in ask ? ask.key : null;
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuery(audiencePreviewQuery(settled));
  return {
    query,
    active: key !== null,
    waiting: key !== settled,
    missing: 'missing' in ask ? ask.missing : undefined,
  };
}
