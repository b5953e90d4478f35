import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { consoleRoot?: Root };

/**
 * antd 5 renders its click waves and static popups with React 18's legacy render, which React 19
 * removed. This is antd's documented hook for React 19 (https://u.ant.design/v5-for-19).
 */
unstableSetRender((node, container: Container) => {
  container.consoleRoot ??= createRoot(container);
  const root = container.consoleRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
