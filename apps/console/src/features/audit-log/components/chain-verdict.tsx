import { type AuditChainResult, auditChainText } from '@console/contracts/audit-log';
import { messages } from '@console/contracts/messages';
import { Alert, Typography } from 'antd';
import { errorText } from '@/shared/api/api-error';

interface Props {
  result: AuditChainResult | undefined;
  error: Error | null;
  onClose: () => void;
}

/**
 * What Verify chain found: intact (with how many entries), or the first entry changed or removed;
 * beneath, the newest entry's number and hash, which a person can keep elsewhere as an anchor.
 */
export function ChainVerdict({ result, error, onClose }: Props) {
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        closable
        onClose={onClose}
        role="alert"
        message={errorText(error, messages.auditVerifyFailed)}
      />
    );
  if (!result) return null;
  const [verdict, ...more] = auditChainText(result);
  return (
    <Alert
      type={result.problem ? 'error' : 'success'}
      showIcon
      closable
      onClose={onClose}
      role={result.problem ? 'alert' : 'status'}
      message={verdict}
      description={more.map((line) => (
        <Typography.Paragraph key={line} style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>
          {line}
        </Typography.Paragraph>
      ))}
    />
  );
}
