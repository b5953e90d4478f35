import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { idTail } from '@console/contracts/notifications';
import { Button, Space, Typography } from 'antd';
import { useCopied } from '@/shared/ui/use-copied';

/** An id as its last 6 characters after an ellipsis, with a copy button that confirms for 3 s. */
export function IdTail({ id }: { id: string }) {
  const [copied, copy] = useCopied();
  return (
    <Space size={4}>
      <Typography.Text code title={id}>
        {idTail(id)}
      </Typography.Text>
      <Button
        size="small"
        type="text"
        aria-label={copied ? `Copied ${id}` : `Copy ${id}`}
        icon={copied ? <CheckOutlined style={{ color: '#389e0d' }} /> : <CopyOutlined />}
        onClick={() => copy(id)}
      />
    </Space>
  );
}
