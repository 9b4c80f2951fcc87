import type { BannerBody, BannerRow } from '@hotel/shared/admin/content';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { hotelsQuery } from '../../lib/hotels.ts';
import { saveBanner, useContentSave } from './api.ts';
import { bannerRules } from './form-rules.ts';
import { ImageField } from './image-field.tsx';
import { CONTENT_TEXT } from './messages.ts';
import { DialogFooter } from './news-dialog.tsx';

/** 新建横幅 / 编辑: a carousel slide of Home or of a hotel's home page, one image per screen size. */
export function BannerDialog({ row, onClose }: { row?: BannerRow; onClose: () => void }) {
  const [form] = Form.useForm<BannerBody>();
  const hotels = useQuery(hotelsQuery());
  const save = useContentSave((body: BannerBody) => saveBanner(row?.id, body));
  return (
    <Modal
      open
      title={row ? `${CONTENT_TEXT.edit}：${row.title}` : CONTENT_TEXT.create.banners}
      footer={null}
      width={720}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<BannerBody>
        form={form}
        name="banner"
        layout="vertical"
        initialValues={row ?? { hotelCode: '', linkUrl: '', sort: 0 }}
        onFinish={(values) =>
          save.mutate({ ...values, linkUrl: values.linkUrl ?? '' }, { onSuccess: onClose })
        }
      >
        <Form.Item label={CONTENT_TEXT.title} name="title" rules={bannerRules.title} required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={CONTENT_TEXT.hotel} name="hotelCode">
          <Select
            showSearch
            optionFilterProp="label"
            options={[
              { value: '', label: CONTENT_TEXT.groupWide },
              ...(hotels.data ?? []).map((h) => ({ value: h.hotelCode, label: h.name })),
            ]}
          />
        </Form.Item>
        <Form.Item label={CONTENT_TEXT.pcImage} name="pcImage" rules={bannerRules.pcImage} required>
          <ImageField label={CONTENT_TEXT.pcImage} />
        </Form.Item>
        <Form.Item label={CONTENT_TEXT.mobImage} name="mobImage" rules={bannerRules.mobImage} required>
          <ImageField label={CONTENT_TEXT.mobImage} />
        </Form.Item>
        <Form.Item
          label={CONTENT_TEXT.linkUrl}
          name="linkUrl"
          rules={bannerRules.linkUrl}
          extra={CONTENT_TEXT.linkHint}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item
          label={CONTENT_TEXT.sort}
          name="sort"
          rules={bannerRules.sort}
          extra={CONTENT_TEXT.sortHint}
        >
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <DialogFooter saving={save.isPending} live={row?.state === 'published'} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
