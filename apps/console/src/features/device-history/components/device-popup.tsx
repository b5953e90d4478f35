import { messages } from '@console/contracts/messages';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Button, Modal, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';

/** What every popup of a device is given. */
export interface PopupProps {
  deviceId: string;
  onClose: () => void;
}

interface Props<T, K extends readonly unknown[]> {
  title: string;
  query: UseQueryOptions<T, Error, T, K>;
  /** The catalogue text when the server sends no message of its own. */
  failedText: string;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  onClose: () => void;
  children: (data: T) => ReactNode;
  width?: number;
}

/** A device popup: fetches when opened, a spinner meanwhile, an empty state, Close. */
export function DevicePopup<T, K extends readonly unknown[]>(props: Props<T, K>) {
  const { title, failedText, onClose } = props;
  const result = useQuery(props.query);

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, failedText));
  }, [result.error, failedText]);

  const data = result.data;
  let body: ReactNode = <Spin />;
  if (data !== undefined)
    body = props.isEmpty(data) ? <EmptyState text={props.emptyText} /> : props.children(data);
  else if (result.error) body = <EmptyState text={props.emptyText} />;

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      width={props.width ?? 720}
      footer={<Button onClick={onClose}>{messages.close}</Button>}
    >
      {body}
    </Modal>
  );
}
