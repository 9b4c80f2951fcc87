import { useQuery } from '@tanstack/react-query';
import { Modal, Spin, Typography } from 'antd';
import { previewHtml } from './api.ts';
import { CONTENT_TEXT } from './messages.ts';
import styles from './preview.module.css';

/**
 * 预览: the HTML after the server's sanitiser, in the public site's type and width, so what staff
 * see here is what guests will see (a dropped script or attribute is already gone).
 */
export function PreviewDialog({
  title,
  html,
  onClose,
}: {
  title: string;
  html: string;
  onClose: () => void;
}) {
  const cleaned = useQuery({
    queryKey: ['content-preview', html],
    queryFn: () => previewHtml(html),
    gcTime: 0,
  });
  return (
    <Modal open title={CONTENT_TEXT.previewTitle} footer={null} width={900} onCancel={onClose}>
      <article className={styles.contentPreview}>
        <Typography.Title level={3}>{title}</Typography.Title>
        {cleaned.data === undefined ? (
          <Spin />
        ) : (
          // The server's sanitiser has made this safe, exactly as the public site renders it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
          <div className={styles.contentPreviewBody} dangerouslySetInnerHTML={{ __html: cleaned.data }} />
        )}
      </article>
    </Modal>
  );
}
