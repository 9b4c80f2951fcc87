import type { OfferBody, OfferDetail } from '@hotel/shared/admin/content';
import { SALE_THEME_WORDS, SALE_THEMES } from '@hotel/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { hotelsQuery } from '../../lib/hotels.ts';
import { offerDetailQuery, saveOffer, useContentSave } from './api.ts';
import { offerRules } from './form-rules.ts';
import { ImageField } from './image-field.tsx';
import { CONTENT_TEXT } from './messages.ts';
import { DialogFooter } from './news-dialog.tsx';
import { PreviewDialog } from './preview-dialog.tsx';
import { HtmlTextArea, RichTextField } from './rich-text-field.tsx';

type OfferValues = Omit<OfferBody, 'beginsOn' | 'endsOn'> & { period: [Dayjs, Dayjs] };

const DATE = 'YYYY-MM-DD';

/** 新建优惠 / 编辑: a hotel's offer or the group's, running from its first to its last day. */
export function OfferDialog({ id, onClose }: { id?: number; onClose: () => void }) {
  const detail = useQuery({ ...offerDetailQuery(id ?? 0), enabled: id !== undefined });
  const title = id ? `${CONTENT_TEXT.edit}：${detail.data?.title ?? ''}` : CONTENT_TEXT.create.offers;
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
      {id && !detail.data ? <Spin /> : <OfferForm id={id} initial={detail.data} onClose={onClose} />}
    </Modal>
  );
}

function OfferForm({ id, initial, onClose }: { id?: number; initial?: OfferDetail; onClose: () => void }) {
  const [form] = Form.useForm<OfferValues>();
  const [preview, setPreview] = useState<{ title: string; html: string }>();
  const hotels = useQuery(hotelsQuery());
  const save = useContentSave(({ period, ...values }: OfferValues) =>
    saveOffer(id, { ...values, beginsOn: period[0].format(DATE), endsOn: period[1].format(DATE) }),
  );
  const initialValues: Partial<OfferValues> = initial
    ? { ...initial, period: [dayjs(initial.beginsOn), dayjs(initial.endsOn)] }
    : { hotelCode: '', theme: 'live', content: '', salesInfo: '', description: '' };
  return (
    <Form<OfferValues>
      form={form}
      name="offer"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => save.mutate(v, { onSuccess: onClose })}
    >
      <Form.Item label={CONTENT_TEXT.title} name="title" rules={offerRules.title} required>
        <Input maxLength={100} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Form.Item
          label={CONTENT_TEXT.theme}
          name="theme"
          rules={offerRules.theme}
          required
          style={{ minWidth: 160 }}
        >
          <Select options={SALE_THEMES.map((code) => ({ value: code, label: SALE_THEME_WORDS[code] }))} />
        </Form.Item>
        <Form.Item label={CONTENT_TEXT.hotel} name="hotelCode" style={{ minWidth: 260 }}>
          <Select
            showSearch
            optionFilterProp="label"
            options={[
              { value: '', label: CONTENT_TEXT.groupWide },
              ...(hotels.data ?? []).map((h) => ({ value: h.hotelCode, label: h.name })),
            ]}
          />
        </Form.Item>
        <Form.Item
          label={CONTENT_TEXT.period}
          name="period"
          rules={[{ required: true, message: CONTENT_TEXT.beginsOn }]}
          required
        >
          <DatePicker.RangePicker placeholder={[CONTENT_TEXT.beginsOn, CONTENT_TEXT.endsOn]} />
        </Form.Item>
      </div>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        <Form.Item label={CONTENT_TEXT.thumbnail} name="thumbnail" rules={offerRules.thumbnail} required>
          <ImageField label={CONTENT_TEXT.thumbnail} />
        </Form.Item>
        <Form.Item label={CONTENT_TEXT.showImage} name="showImage" rules={offerRules.showImage} required>
          <ImageField label={CONTENT_TEXT.showImage} />
        </Form.Item>
      </div>
      <Form.Item label={CONTENT_TEXT.description} name="description" rules={offerRules.description}>
        <HtmlTextArea label={CONTENT_TEXT.description} />
      </Form.Item>
      <Form.Item label={CONTENT_TEXT.content} name="content" rules={offerRules.html}>
        <RichTextField label={CONTENT_TEXT.content} />
      </Form.Item>
      <Form.Item label={CONTENT_TEXT.salesInfo} name="salesInfo" rules={offerRules.html}>
        <RichTextField label={CONTENT_TEXT.salesInfo} />
      </Form.Item>
      <DialogFooter
        saving={save.isPending}
        live={initial?.state === 'published'}
        onPreview={() => {
          const values = form.getFieldsValue();
          setPreview({ title: values.title, html: `${values.content ?? ''}${values.salesInfo ?? ''}` });
        }}
        onCancel={onClose}
      />
      {preview && <PreviewDialog {...preview} onClose={() => setPreview(undefined)} />}
    </Form>
  );
}
