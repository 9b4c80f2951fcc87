import type { NewsBody, NewsDetail } from '@hotel/shared/admin/content';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Spin } from 'antd';
import { useState } from 'react';
import { newsDetailQuery, saveNews, useContentSave } from './api.ts';
import { newsRules } from './form-rules.ts';
import { ImageField } from './image-field.tsx';
import { CONTENT_TEXT } from './messages.ts';
import { PreviewDialog } from './preview-dialog.tsx';
import { HtmlTextArea, RichTextField } from './rich-text-field.tsx';

const EMPTY: NewsBody = { title: '', image: '', description: '', content: '' };

/** 新建新闻 / 编辑: saved as it is (a new item as a draft); publishing is its own step. */
export function NewsDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const detail = useQuery({ ...newsDetailQuery(id ?? 0), enabled: id !== undefined });
  const loaded: NewsDetail | undefined = detail.data;
  const title = id ? `${CONTENT_TEXT.edit}：${loaded?.title ?? ''}` : CONTENT_TEXT.create.news;
  return (
    <Modal
      open
      title={title}
      footer={null}
      width={960}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {id && !loaded ? (
        <Spin />
      ) : (
        <NewsForm id={id} initial={loaded ?? EMPTY} live={loaded?.state === 'published'} onClose={onClose} />
      )}
    </Modal>
  );
}

function NewsForm(props: { id?: number; initial: NewsBody; live: boolean; onClose: () => void }) {
  const { id, initial, live, onClose } = props;
  const [form] = Form.useForm<NewsBody>();
  const [preview, setPreview] = useState<NewsBody>();
  const save = useContentSave((body: NewsBody) => saveNews(id, body));
  return (
    <Form<NewsBody>
      form={form}
      name="news"
      layout="vertical"
      initialValues={{
        title: initial.title,
        image: initial.image,
        description: initial.description,
        content: initial.content,
      }}
      onFinish={(values) => save.mutate(values, { onSuccess: onClose })}
    >
      <Form.Item label={CONTENT_TEXT.title} name="title" rules={newsRules.title} required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={CONTENT_TEXT.image} name="image" rules={newsRules.image} required>
        <ImageField label={CONTENT_TEXT.image} />
      </Form.Item>
      <Form.Item label={CONTENT_TEXT.description} name="description" rules={newsRules.description}>
        <HtmlTextArea label={CONTENT_TEXT.description} />
      </Form.Item>
      <Form.Item label={CONTENT_TEXT.content} name="content" rules={newsRules.content}>
        <RichTextField label={CONTENT_TEXT.content} />
      </Form.Item>
      <DialogFooter
        saving={save.isPending}
        live={live}
        onPreview={() => setPreview(form.getFieldsValue())}
        onCancel={onClose}
      />
      {preview && (
        <PreviewDialog title={preview.title} html={preview.content} onClose={() => setPreview(undefined)} />
      )}
    </Form>
  );
}

/**
 * 预览 · 取消 · 保存 at the foot of a content form. Saving what the site shows now (a published item, a
 * page) changes the live site at once, so the form says so and the button says what it does
 * (issue 25: an edit went live at the first save with no warning).
 */
export function DialogFooter(props: {
  saving: boolean;
  live: boolean;
  onPreview?: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      {props.live && (
        <Alert type="warning" showIcon message={CONTENT_TEXT.liveNotice} style={{ marginBottom: 12 }} />
      )}
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        {props.onPreview && <Button onClick={props.onPreview}>{CONTENT_TEXT.preview}</Button>}
        <Button onClick={props.onCancel}>{CONTENT_TEXT.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={props.saving}>
          {props.live ? CONTENT_TEXT.saveLive : CONTENT_TEXT.save}
        </Button>
      </div>
    </>
  );
}
