import { messages } from '@console/contracts/messages/core';
import { Result, Typography } from 'antd';

/** Full page shown when the tenant of this host cannot be loaded (spec 000 section 2). */
export default function ServerErrorPage() {
  return (
    <main className="full-page">
      <Result
        status="500"
        title={<h1 className="result-title">{messages.serverErrorTitle}</h1>}
        subTitle={messages.serverErrorText}
        extra={<Typography.Text>{messages.serverErrorAdvice}</Typography.Text>}
      />
    </main>
  );
}
