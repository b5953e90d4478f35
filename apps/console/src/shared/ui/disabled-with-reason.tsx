import { Tooltip } from 'antd';
import { type ReactNode, useId } from 'react';

/**
 * A disabled control that says why. A disabled button takes no focus, and a tooltip's own
 * aria-describedby names its popup only once hovered: so the reason is the control's description
 * from the start (`children` gets the id to point at), and the tooltip, for the mouse, sits on a
 * wrapper so it does not replace that description.
 */
export function DisabledWithReason({
  reason,
  children,
}: {
  reason: string;
  children: (describedBy: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Tooltip title={reason}>
      <span>
        {children(id)}
        {/* Hidden, yet read as the description: the text is not said twice. */}
        <span id={id} hidden>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
