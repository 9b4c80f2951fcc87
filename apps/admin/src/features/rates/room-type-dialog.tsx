import type { UploadedMedia } from '@hotel/shared/admin/common';
import { createRoomTypeBody, type RoomTypeRow } from '@hotel/shared/admin/room-types';
import { formRule } from '@hotel/shared/form-rules';
import type { UploadFile } from 'antd';
import { Form, Input, InputNumber, Modal, Select, Upload } from 'antd';

import { uploadMedia } from '../../lib/upload.ts';
import { createRoomType, updateRoomType, useRatesChange } from './api.ts';
import { RATES_TEXT } from './messages.ts';

interface RoomTypeValues {
  rtCode: string;
  name: string;
  size: string;
  bedType: string;
  window: string;
  facilities: string[];
  remark: string;
  images: UploadFile<UploadedMedia>[];
  roomCount: number;
  sort: number;
}

const shape = createRoomTypeBody.shape;
const fileOf = (url: string): UploadFile => ({
  uid: url,
  name: url.split('/').pop() ?? url,
  status: 'done',
  url,
});

/** The served address of an image: kept ones carry it, new ones have it in the upload's answer. */
function urlOf(file: UploadFile<UploadedMedia>): string[] {
  const url = file.url ?? file.response?.url;
  return file.status === 'done' && url ? [url] : [];
}

interface RoomTypeDialogProps {
  hotelCode: string;
  /** The room type to edit; none creates one. */
  row?: RoomTypeRow;
  onClose: () => void;
}

/** 新增房型 / 编辑房型: images go through the upload call and are kept as this site's addresses. */
export function RoomTypeDialog({ hotelCode, row, onClose }: RoomTypeDialogProps) {
  const [form] = Form.useForm<RoomTypeValues>();
  const save = useRatesChange(({ rtCode, images, ...values }: RoomTypeValues) => {
    const fields = { ...values, images: images.flatMap(urlOf) };
    return row ? updateRoomType(row.id, fields) : createRoomType({ hotelCode, rtCode, ...fields });
  });
  const title = row ? RATES_TEXT.editRoomType : RATES_TEXT.newRoomType;

  return (
    <Modal
      open
      title={title}
      okText={RATES_TEXT.save}
      cancelText={RATES_TEXT.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      width={640}
    >
      <Form<RoomTypeValues>
        form={form}
        name="room-type"
        aria-label={title}
        layout="vertical"
        initialValues={{
          ...row,
          rtCode: row?.rtCode ?? '',
          facilities: row?.facilities ?? [],
          images: (row?.images ?? []).map(fileOf),
          roomCount: row?.roomCount ?? 10,
          sort: row?.sort ?? 0,
        }}
        onFinish={(values) => save.mutate(values, { onSuccess: onClose })}
      >
        <Form.Item label={RATES_TEXT.rtCode} name="rtCode" rules={[formRule(shape.rtCode)]} required>
          <Input maxLength={10} disabled={row !== undefined} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.name} name="name" rules={[formRule(shape.name)]} required>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.size} name="size" rules={[formRule(shape.size)]}>
          <Input maxLength={20} placeholder="30㎡" />
        </Form.Item>
        <Form.Item label={RATES_TEXT.bedType} name="bedType" rules={[formRule(shape.bedType)]}>
          <Input maxLength={30} placeholder="大床1.8米" />
        </Form.Item>
        <Form.Item label={RATES_TEXT.window} name="window" rules={[formRule(shape.window)]}>
          <Input maxLength={20} placeholder="有窗" />
        </Form.Item>
        <Form.Item label={RATES_TEXT.facilities} name="facilities" extra={RATES_TEXT.facilitiesHint}>
          <Select mode="tags" open={false} tokenSeparators={[',', '，']} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.remark} name="remark" rules={[formRule(shape.remark)]}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item
          label={RATES_TEXT.images}
          name="images"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile<UploadedMedia>[] }) => event.fileList}
        >
          <Upload
            listType="picture-card"
            accept="image/jpeg,image/png,image/webp,image/gif"
            maxCount={12}
            customRequest={({ file, onSuccess, onError }) => {
              uploadMedia(file as File)
                .then((media) => onSuccess?.(media))
                .catch((error: Error) => onError?.(error));
            }}
          >
            {RATES_TEXT.upload}
          </Upload>
        </Form.Item>
        <Form.Item
          label={RATES_TEXT.roomCount}
          name="roomCount"
          rules={[formRule(shape.roomCount)]}
          extra={RATES_TEXT.roomCountHint}
          required
        >
          <InputNumber min={0} max={999} precision={0} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.sort} name="sort">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
