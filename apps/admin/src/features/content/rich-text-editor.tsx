import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { isLinkUrl } from '@hotel/shared/admin/content';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Space, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { uploadMedia } from '../../lib/upload.ts';
import { CONTENT_TEXT } from './messages.ts';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The field's label, read out for the editing area. */
  label: string;
}

const T = CONTENT_TEXT.editor;

/**
 * The rich-text editor of content HTML (tiptap): headings, emphasis, lists, quotes, links and
 * uploaded images, nothing the public site's sanitiser would drop. Loaded on demand
 * (rich-text-field.tsx), so the back office's first screen does not carry it.
 */
export default function RichTextEditor({ value = '', onChange, label }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] }),
      Image,
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: changed }) => onChange?.(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  // A value set from outside (the form loading the stored item) replaces what the editor shows.
  // (An editor being torn down while its form re-renders has no document to compare.)
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const fileInput = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function insertImage(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await uploadMedia(file);
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function setLink(href: string) {
    const url = href.trim();
    if (url === '') editor.chain().focus().unsetLink().run();
    else if (!isLinkUrl(url)) return notify.error(CONTENT_TEXT.linkHint);
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setLinking(false);
  }

  const tool = (title: string, icon: ReactNode, pressed: boolean | undefined, run: () => void) => (
    <Tooltip title={title}>
      <Button
        size="small"
        type={pressed ? 'primary' : 'text'}
        aria-label={title}
        aria-pressed={pressed}
        icon={icon}
        // Keeps the focus and selection in the text, so the command applies at once where the
        // editor is typing rather than after tiptap's deferred re-focus (a keystroke could be lost).
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const chain = () => editor.chain().focus();

  return (
    <div className={styles.richTextEditor}>
      <Space wrap size={2} className={styles.richTextEditorToolbar} role="toolbar" aria-label={label}>
        {tool(T.bold, <BoldOutlined />, active?.bold, () => chain().toggleBold().run())}
        {tool(T.italic, <ItalicOutlined />, active?.italic, () => chain().toggleItalic().run())}
        {tool(`${T.heading} 2`, 'H2', active?.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool(`${T.heading} 3`, 'H3', active?.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool(T.bulletList, <UnorderedListOutlined />, active?.bullet, () =>
          chain().toggleBulletList().run(),
        )}
        {tool(T.orderedList, <OrderedListOutlined />, active?.ordered, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool(T.quote, '❝', active?.quote, () => chain().toggleBlockquote().run())}
        {tool(T.link, <LinkOutlined />, active?.link, () => setLinking((open) => !open))}
        <Tooltip title={T.image}>
          <Button
            size="small"
            type="text"
            aria-label={T.image}
            icon={<PictureOutlined />}
            loading={uploading}
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        {tool(T.undo, <UndoOutlined />, false, () => chain().undo().run())}
        {tool(T.redo, <RedoOutlined />, false, () => chain().redo().run())}
      </Space>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        style={{ display: 'none' }}
        aria-label={T.image}
        onChange={(event) => void insertImage(event.target.files?.[0])}
      />
      {linking && (
        <Input.Search
          size="small"
          autoFocus
          placeholder={T.linkPrompt}
          aria-label={T.linkPrompt}
          defaultValue={editor.getAttributes('link').href as string | undefined}
          enterButton={CONTENT_TEXT.save}
          onSearch={setLink}
          className={styles.richTextEditorLink}
        />
      )}
      <EditorContent editor={editor} className={styles.richTextEditorBody} />
    </div>
  );
}
