import { DownOutlined, MenuOutlined, UpOutlined } from '@ant-design/icons';
import { messages } from '@console/contracts/messages';
import { Button } from 'antd';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MainMenuList, useMenuEntries } from './main-menu';

/**
 * The menu on a narrow screen: a button naming the current screen that opens the entries below it
 * (the disclosure pattern), closed at first, so the page starts near the top of a phone instead of
 * under some twenty entries. Escape closes it and gives the focus back to the button; choosing an
 * entry, or any other way to another page, closes it too.
 */
export function FoldingMenu() {
  const { current } = useMenuEntries();
  const { pathname } = useLocation();
  // Open on the page it was opened on: on the next one, however it was reached (an entry, the
  // browser's Back), it is closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    setOpenOn(null);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };

  return (
    <nav aria-label={messages.mainMenu} className="main-menu main-menu-folding" onKeyDown={onKeyDown}>
      <Button
        ref={button}
        type="text"
        className="main-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        icon={<MenuOutlined aria-hidden />}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="visually-hidden">{`${messages.mainMenu}: `}</span>
        <span className="main-menu-current">{current?.label ?? messages.mainMenu}</span>
        {open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
      </Button>
      <div id={panelId} className="main-menu-panel" hidden={!open}>
        <MainMenuList mode="inline" onChoose={close} />
      </div>
    </nav>
  );
}
