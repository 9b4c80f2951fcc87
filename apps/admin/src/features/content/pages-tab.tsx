import type { PageBody, PageRow } from '@hotel/shared/admin/content';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Spin, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { pageDetailQuery, pageListQuery, savePage, useContentSave } from './api.ts';
import { pageRules } from './form-rules.ts';
import { CONTENT_TEXT, PAGE_NAMES } from './messages.ts';
import { DialogFooter } from './news-dialog.tsx';
import { PreviewDialog } from './preview-dialog.tsx';
import { PublishActions, StateTag } from './publishing.tsx';
import { RichTextField } from './rich-text-field.tsx';

/** 内容管理 › 集团页面: about, brand, franchise and footer pages (they exist; staff edit them). */
export function PagesTab() {
  const list = useQuery(pageListQuery());
  const [editing, setEditing] = useState<string>();
  const columns: TableProps<PageRow>['columns'] = [
    { title: CONTENT_TEXT.pageKey, dataIndex: 'key', render: (key: string) => PAGE_NAMES[key] ?? key },
    { title: CONTENT_TEXT.title, dataIndex: 'title' },
    { title: CONTENT_TEXT.state, key: 'state', width: 200, render: (_, row) => <StateTag {...row} /> },
    {
      title: CONTENT_TEXT.actions,
      key: 'actions',
      width: 180,
      render: (_, row) => (
        <PublishActions
          itemPath={`pages/${row.key}`}
          title={row.title}
          state={row.state}
          onEdit={() => setEditing(row.key)}
        />
      ),
    },
  ];
  return (
    <>
      <Table<PageRow>
        rowKey="key"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 720 }}
      />
      {editing && <PageDialog pageKey={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

function PageDialog({ pageKey, onClose }: { pageKey: string; onClose: () => void }) {
  const detail = useQuery(pageDetailQuery(pageKey));
  return (
    <Modal
      open
      title={`${CONTENT_TEXT.edit}：${PAGE_NAMES[pageKey] ?? pageKey}`}
      footer={null}
      width={960}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {detail.data ? <PageForm pageKey={pageKey} initial={detail.data} onClose={onClose} /> : <Spin />}
    </Modal>
  );
}

function PageForm({
  pageKey,
  initial,
  onClose,
}: {
  pageKey: string;
  initial: PageBody;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PageBody>();
  const [preview, setPreview] = useState<PageBody>();
  const save = useContentSave((body: PageBody) => savePage(pageKey, body));
  return (
    <Form<PageBody>
      form={form}
      name="page"
      layout="vertical"
      initialValues={{ title: initial.title, content: initial.content }}
      onFinish={(values) => save.mutate(values, { onSuccess: onClose })}
    >
      <Form.Item label={CONTENT_TEXT.title} name="title" rules={pageRules.title} required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={CONTENT_TEXT.content} name="content" rules={pageRules.content}>
        <RichTextField label={CONTENT_TEXT.content} />
      </Form.Item>
      {/* a page has no draft: what is saved is on the site at once */}
      <DialogFooter
        saving={save.isPending}
        live
        onPreview={() => setPreview(form.getFieldsValue())}
        onCancel={onClose}
      />
      {preview && (
        <PreviewDialog title={preview.title} html={preview.content} onClose={() => setPreview(undefined)} />
      )}
    </Form>
  );
}
