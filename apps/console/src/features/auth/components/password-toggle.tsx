import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { messages } from '@console/contracts/messages/core';

/** The password show/hide control as a real button, so the keyboard can reach it (antd gives it its icon class). */
export function passwordToggle(visible: boolean) {
  return (
    <button
      type="button"
      aria-label={visible ? messages.hidePassword : messages.showPassword}
      aria-pressed={visible}
    >
      {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
    </button>
  );
}
