import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { messages } from '@console/contracts/messages';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  /** Called with the editor's HTML and whether it holds any text. */
  onChange: (html: string, empty: boolean) => void;
}

interface Tool {
  name: 'bold' | 'italic' | 'strike' | 'bulletList' | 'orderedList';
  icon: ReactNode;
  run: (editor: Editor) => void;
}

const tools: Tool[] = [
  { name: 'bold', icon: <BoldOutlined />, run: (e) => e.chain().focus().toggleBold().run() },
  { name: 'italic', icon: <ItalicOutlined />, run: (e) => e.chain().focus().toggleItalic().run() },
  { name: 'strike', icon: <StrikethroughOutlined />, run: (e) => e.chain().focus().toggleStrike().run() },
  {
    name: 'bulletList',
    icon: <UnorderedListOutlined />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    icon: <OrderedListOutlined />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** TipTap with the starter kit and a small toolbar; its HTML is sanitised again by the server. */
export function RichTextEditor({ label, onChange }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } })],
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'incident-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), e.isEmpty),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(tools.map((t) => [t.name, e?.isActive(t.name) ?? false])),
  });

  return (
    <div className="incident-editor-frame">
      <Space size={2} className="incident-toolbar" role="toolbar" aria-label={label}>
        {tools.map((tool) => (
          <Button
            key={tool.name}
            size="small"
            type={active?.[tool.name] ? 'primary' : 'text'}
            icon={tool.icon}
            aria-label={messages[tool.name]}
            aria-pressed={active?.[tool.name] ?? false}
            // A press keeps the editor's focus and selection: keys typed right after go to the text.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor)}
          />
        ))}
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
