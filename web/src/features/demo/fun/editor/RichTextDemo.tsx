import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Card, theme } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { fileUrl, uploadFile } from '@/features/system/attachment';
import { RICH_TEXT } from './texts';
import { Toolbar } from './Toolbar';
import { SectionTitle } from '@/components/section-title/SectionTitle';

/** A Tiptap editor whose images go to the server's image upload, with its HTML shown live. */
export function RichTextDemo() {
  const { t } = useTranslation(RICH_TEXT);
  const { token } = theme.useToken();
  const [html, setHtml] = useState('');
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit, Image],
    content: t('sample'),
    editorProps: { attributes: { 'aria-label': t('editor'), role: 'textbox', 'aria-multiline': 'true' } },
    onCreate: ({ editor: e }) => setHtml(e.getHTML()),
    onUpdate: ({ editor: e }) => setHtml(e.getHTML()),
    immediatelyRender: true,
  });

  const insert = async (file: File | undefined) => {
    if (!file || !editor) return;
    if (!file.type.startsWith('image/')) return feedback.message.warning(t('notImage'));
    setUploading(true);
    try {
      const { fullPath, path, name } = await uploadFile('singleImg', file);
      editor
        .chain()
        .focus(null, { scrollIntoView: false })
        .setImage({ src: fullPath || fileUrl(path), alt: name })
        .run();
    } catch {
      // The request layer has already shown the server's reason.
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <Card title={t('title')} data-testid="demo-rich-text">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      {editor && <Toolbar editor={editor} uploading={uploading} onImage={() => picker.current?.click()} />}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        data-testid="image-file"
        onChange={(e) => void insert(e.target.files?.[0])}
      />
      <div
        className="demo-rich-text"
        style={{
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          padding: '4px 12px',
          minHeight: 240,
        }}
      >
        <EditorContent editor={editor} />
      </div>
      <style>{`.demo-rich-text .tiptap{outline:none;min-height:220px}.demo-rich-text img{max-width:100%}`}</style>
      <SectionTitle style={{ marginTop: 16 }}>{t('html')}</SectionTitle>
      <pre
        data-testid="rich-text-html"
        style={{
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          background: token.colorFillTertiary,
          padding: 12,
          borderRadius: token.borderRadius,
        }}
      >
        {html}
      </pre>
    </Card>
  );
}
