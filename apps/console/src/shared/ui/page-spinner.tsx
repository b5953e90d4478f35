import { messages } from '@console/contracts/messages/core';

/** Full-area spinner while a page or the tenant loads; plain CSS so the first download stays small. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status">
      <span className="page-spinner-ring" aria-hidden />
      <span className="visually-hidden">{messages.loading}</span>
    </div>
  );
}
