import { Input, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * A rich-text form field. The editor is its own chunk, fetched the first time a form needs it;
 * until then the field shows a placeholder of the same height.
 */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** The plain-text twin for short HTML fields (a summary), where a toolbar would be too much. */
export function HtmlTextArea({ value, onChange, label }: RichTextEditorProps) {
  return (
    <Input.TextArea
      aria-label={label}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      autoSize={{ minRows: 2, maxRows: 6 }}
      maxLength={500}
      showCount
    />
  );
}
