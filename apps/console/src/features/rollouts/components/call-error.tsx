import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { errorText } from '@/shared/api/api-error';

/** A failed call, in the server's words (else `fallback`), where the person is; nothing when it did not fail. */
export function CallError({
  error,
  fallback,
  style,
}: {
  error: unknown;
  fallback: string;
  style?: CSSProperties;
}) {
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" style={style} message={errorText(error, fallback)} />;
}
