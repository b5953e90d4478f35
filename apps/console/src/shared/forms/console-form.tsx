import { Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { revalidateErrored } from './revalidate-errored';

/**
 * Every form of the console: Ant Design's Form, plus an error that clears as soon as its value is
 * fixed. (Scrolling to and focusing the first error on submit is set once for all forms, in the
 * ConfigProvider of app/tenant.)
 */
export function ConsoleForm<Values>({
  form,
  onValuesChange,
  ...props
}: FormProps<Values> & { children?: ReactNode }) {
  const [own] = Form.useForm<Values>(form);
  return (
    <Form
      {...props}
      form={own}
      onValuesChange={(changed, all) => {
        onValuesChange?.(changed, all);
        revalidateErrored(own, changed);
      }}
    />
  );
}
