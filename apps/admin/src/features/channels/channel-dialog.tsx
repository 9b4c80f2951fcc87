import { type ChannelRow, createChannelBody, updateChannelBody } from '@hotel/shared/admin/channels';
import { formRule } from '@hotel/shared/form-rules';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useCreateChannel, useUpdateChannel } from './api.ts';
import { CHANNELS_TEXT } from './messages.ts';

interface ChannelValues {
  name: string;
  endpoint: string;
  requestorId: string;
  username: string;
  password?: string;
  priceAdjustPercent: number;
  enabled: boolean;
}

const shape = createChannelBody.shape;
const rules = {
  name: [formRule(shape.name)],
  endpoint: [formRule(shape.endpoint)],
  requestorId: [formRule(shape.requestorId)],
  username: [formRule(shape.username)],
  password: [formRule(shape.password)],
  passwordOrKeep: [formRule(updateChannelBody.shape.password)],
  priceAdjustPercent: [formRule(shape.priceAdjustPercent)],
};

/** 新建渠道 / 编辑: where the channel is, who we are there, on/off and its price rule (administrators). */
export function ChannelDialog({ row, onClose }: { row?: ChannelRow | undefined; onClose: () => void }) {
  const [form] = Form.useForm<ChannelValues>();
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const title = row ? `${CHANNELS_TEXT.edit}：${row.name}` : CHANNELS_TEXT.create;

  return (
    <Modal
      open
      title={title}
      okText={CHANNELS_TEXT.save}
      cancelText={CHANNELS_TEXT.cancel}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<ChannelValues>
        form={form}
        name="channel"
        aria-label={title}
        layout="vertical"
        initialValues={
          row
            ? {
                name: row.name,
                endpoint: row.endpoint ?? '',
                requestorId: row.requestorId ?? '',
                username: row.username ?? '',
                priceAdjustPercent: row.priceAdjustPercent,
                enabled: row.enabled,
              }
            : { priceAdjustPercent: 0, enabled: true }
        }
        onFinish={(values) => {
          const body = { ...values, password: values.password ?? '' };
          if (row) update.mutate({ id: row.id, body }, { onSuccess: onClose });
          else create.mutate(body, { onSuccess: onClose });
        }}
      >
        <Form.Item label={CHANNELS_TEXT.name} name="name" rules={rules.name} required>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item label={CHANNELS_TEXT.endpoint} name="endpoint" rules={rules.endpoint} required>
          <Input maxLength={300} placeholder="https://" />
        </Form.Item>
        <Form.Item label={CHANNELS_TEXT.requestorId} name="requestorId" rules={rules.requestorId} required>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label={CHANNELS_TEXT.username} name="username" rules={rules.username} required>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={CHANNELS_TEXT.password}
          name="password"
          rules={row ? rules.passwordOrKeep : rules.password}
          extra={row ? CHANNELS_TEXT.passwordKeep : undefined}
          required={!row}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          label={CHANNELS_TEXT.priceAdjust}
          name="priceAdjustPercent"
          rules={rules.priceAdjustPercent}
          extra={CHANNELS_TEXT.priceAdjustHint}
        >
          <InputNumber min={-50} max={100} step={1} precision={2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={CHANNELS_TEXT.enabled} name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
