import { messages } from '@console/contracts/messages/core';
import { Result } from 'antd';

export default function NotFoundPage() {
  return <Result status="404" title={<h1 className="result-title">{messages.pageNotFound}</h1>} />;
}
