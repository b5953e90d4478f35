import { Button, Popover } from 'antd';

interface Props {
  label: string;
  text: string;
}

/** A link-style button that opens a short help text (spec 000 section 2). */
export function MfaHelp({ label, text }: Props) {
  return (
    <Popover content={<p className="mfa-help-text">{text}</p>} trigger="click" placement="bottom">
      <Button type="link" className="mfa-help-button">
        {label}
      </Button>
    </Popover>
  );
}
