// A compact rich-text editor: a contentEditable box with a toolbar driving document.execCommand.
// No editor package is installed (and none may be downloaded); this covers what notices and the
// generated features' rich-text columns need.
import {
  BoldOutlined,
  ClearOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip, theme } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /**
   * The feature's texts namespace: each feature words the toolbar itself, under `editor.bold`,
   * `editor.italic`, `editor.underline`, `editor.heading`, `editor.bulletList`, `editor.orderedList`,
   * `editor.link`, `editor.linkPrompt`, `editor.clear` and `editor.image`.
   */
  ns: string;
  /** Uploads an image and resolves with its URL (the feature owns uploads); absent: no image button. */
  onUploadImage?: (file: File) => Promise<string>;
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
  minHeight?: number;
}

/** Text the editor leaves behind when everything was deleted. */
const blank = (html: string) => html.replace(/<br\s*\/?>|&nbsp;|\s/g, '') === '' || html === '<p></p>';

function Tool({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        aria-label={label}
        icon={icon}
        // Keep the selection inside the editor.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** A form control (value and onChange) holding HTML. */
export function RichText({ ns, onUploadImage, value = '', onChange, id, minHeight = 220, ...rest }: Props) {
  const { t } = useTranslation(ns);
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  // Outside changes (a form reset, the loaded notice) replace the content; typing does not come back here.
  useEffect(() => {
    const el = box.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => {
    const html = box.current?.innerHTML ?? '';
    onChange?.(blank(html) ? '' : html);
  };
  const run = (command: string, arg?: string) => {
    box.current?.focus();
    document.execCommand?.(command, false, arg);
    emit();
  };
  const link = () => {
    const url = window.prompt(t('editor.linkPrompt'), 'https://');
    if (url && /^(https?:|mailto:|\/)/i.test(url)) run('createLink', url);
  };

  // An image is uploaded (checked there by content) and inserted by its URL, not inlined.
  const image = (file: File | undefined) => {
    if (file && onUploadImage)
      onUploadImage(file)
        .then((url) => run('insertImage', url))
        // The request layer has told the user what went wrong.
        .catch(() => undefined);
  };

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      <Space
        size={2}
        wrap
        role="toolbar"
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}`, display: 'flex' }}
      >
        <Tool label={t('editor.bold')} icon={<BoldOutlined />} onClick={() => run('bold')} />
        <Tool label={t('editor.italic')} icon={<ItalicOutlined />} onClick={() => run('italic')} />
        <Tool label={t('editor.underline')} icon={<UnderlineOutlined />} onClick={() => run('underline')} />
        <Tool label={t('editor.heading')} icon={<FontSizeOutlined />} onClick={() => run('formatBlock', '<h3>')} />
        <Tool
          label={t('editor.bulletList')}
          icon={<UnorderedListOutlined />}
          onClick={() => run('insertUnorderedList')}
        />
        <Tool label={t('editor.orderedList')} icon={<OrderedListOutlined />} onClick={() => run('insertOrderedList')} />
        <Tool label={t('editor.link')} icon={<LinkOutlined />} onClick={link} />
        {onUploadImage && (
          <Tool label={t('editor.image')} icon={<PictureOutlined />} onClick={() => picker.current?.click()} />
        )}
        <Tool label={t('editor.clear')} icon={<ClearOutlined />} onClick={() => run('removeFormat')} />
        <input
          ref={picker}
          type="file"
          accept="image/png,image/jpeg,image/gif"
          hidden
          data-testid="richtext-image"
          onChange={(e) => {
            image(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Space>
      <div
        ref={box}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={rest['aria-label']}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        style={{ minHeight, padding: '8px 12px', outline: 'none', overflow: 'auto', maxHeight: 480 }}
      />
    </div>
  );
}
