import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography } from 'antd';
import { useRef, useState } from 'react';
import { uploadMedia } from '../../lib/upload.ts';
import { CONTENT_TEXT } from './messages.ts';

interface ImageFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  /** Read out for the file control: 上传图片（电脑端图片）. */
  label: string;
}

/**
 * An image of a content item: uploaded to the server (type and size checked there), stored as the
 * address the public site serves it at, shown as a thumbnail.
 */
export function ImageField({ value, onChange, label }: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      onChange?.((await uploadMedia(file)).url);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Flex gap={12} align="center" wrap>
      {value && <Image src={value} alt={label} width={120} height={68} style={{ objectFit: 'cover' }} />}
      <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
        {value ? CONTENT_TEXT.replaceImage : CONTENT_TEXT.upload}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        style={{ display: 'none' }}
        aria-label={`${CONTENT_TEXT.upload}（${label}）`}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      {value && (
        <Typography.Text type="secondary" copyable style={{ fontSize: 12 }}>
          {value}
        </Typography.Text>
      )}
    </Flex>
  );
}
