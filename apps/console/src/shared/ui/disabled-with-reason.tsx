import { Tooltip } from 'antd';
import { type ReactNode, useId, useState } from 'react';

/**
 * An Ant Design button's props for "unavailable, yet in the tab order": a `disabled` button is
 * skipped by Tab, so neither the keyboard nor a screen reader going from control to control ever
 * learns it is there, nor why it does nothing. With these it is reached, announced as unavailable
 * and looks disabled (Ant Design's own class for that, which also keeps its hover look); give it no
 * click handler.
 */
export const unavailableButton = { 'aria-disabled': true, className: 'ant-btn-disabled' } as const;

/**
 * A disabled control that says why. The reason is the control's description from the start
 * (`children` gets the id to point at); a tooltip's own aria-describedby names its popup only once
 * hovered.
 *
 * `shown`: the reason is written beside the control, where there is room (a phone has no hover,
 * and a tooltip covers the controls around it there): for a control that stays in the tab order
 * (`unavailableButton`). Otherwise the tooltip, on hover and on focus, sits on a wrapper so it
 * does not replace that description; Escape closes it where the control is (it covers what is
 * above the control, and hover or focus alone would keep it there).
 */
export function DisabledWithReason({
  reason,
  shown = false,
  children,
}: {
  reason: string;
  shown?: boolean;
  children: (describedBy: string) => ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  if (shown)
    return (
      <span className="disabled-with-reason">
        {children(id)}
        {/* Seen, and read once: as the control's description, not again as text of its own. */}
        <span id={id} className="disabled-reason" aria-hidden="true">
          {reason}
        </span>
      </span>
    );
  // Shown on focus as well: a control in the tab order says why to the keyboard too.
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']} open={open} onOpenChange={setOpen}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys are the focused control's, heard as they bubble */}
      <span
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || !open) return;
          // Only the tooltip: a dialog around it stays open for the next Escape.
          e.stopPropagation();
          setOpen(false);
        }}
      >
        {children(id)}
        {/* Hidden, yet read as the description: the text is not said twice. */}
        <span id={id} hidden>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
