import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT } from './texts';

interface Tool {
  key: string;
  icon: ReactNode;
  run(editor: Editor): void;
  active?: string | [string, Record<string, unknown>];
}

const TOOLS: Tool[] = [
  { key: 'bold', icon: <BoldOutlined />, run: (e) => e.chain().focus().toggleBold().run(), active: 'bold' },
  { key: 'italic', icon: <ItalicOutlined />, run: (e) => e.chain().focus().toggleItalic().run(), active: 'italic' },
  {
    key: 'strike',
    icon: <StrikethroughOutlined />,
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: 'strike',
  },
  {
    key: 'heading',
    icon: <b>H2</b>,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: ['heading', { level: 2 }],
  },
  {
    key: 'bulletList',
    icon: <UnorderedListOutlined />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: 'bulletList',
  },
  {
    key: 'orderedList',
    icon: <OrderedListOutlined />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: 'orderedList',
  },
  { key: 'blockquote', icon: <b>“</b>, run: (e) => e.chain().focus().toggleBlockquote().run(), active: 'blockquote' },
  {
    key: 'codeBlock',
    icon: <CodeOutlined />,
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
    active: 'codeBlock',
  },
  { key: 'undo', icon: <UndoOutlined />, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', icon: <RedoOutlined />, run: (e) => e.chain().focus().redo().run() },
];

/** The editor's buttons; the image button asks the page for a file. */
export function Toolbar({ editor, onImage, uploading }: { editor: Editor; onImage(): void; uploading: boolean }) {
  const { t } = useTranslation(RICH_TEXT);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(
        TOOLS.filter((tool) => tool.active).map((tool) => {
          const [name, attrs] = Array.isArray(tool.active) ? tool.active : [tool.active!, undefined];
          return [tool.key, e.isActive(name, attrs)];
        }),
      ),
  });
  return (
    <Space wrap size={4} style={{ marginBottom: 8 }}>
      {TOOLS.map((tool) => (
        <Tooltip key={tool.key} title={t(tool.key)}>
          <Button
            aria-label={t(tool.key)}
            aria-pressed={tool.active ? Boolean(active[tool.key]) : undefined}
            type={active[tool.key] ? 'primary' : 'default'}
            icon={tool.icon}
            onClick={() => tool.run(editor)}
          />
        </Tooltip>
      ))}
      <Tooltip title={t('image')}>
        <Button aria-label={t('image')} icon={<PictureOutlined />} loading={uploading} onClick={onImage} />
      </Tooltip>
    </Space>
  );
}
