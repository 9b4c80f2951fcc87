import { DatePicker, Form, Modal, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { publishAt, useContentPublishing } from './api.ts';
import { CONTENT_TEXT } from './messages.ts';

interface PublishValues {
  when: 'now' | 'later';
  at?: Dayjs;
}

/**
 * 发布: now, or at a time to come. A scheduled item shows on the public site from that moment by
 * itself (the server compares its publish time with the clock on every read).
 */
export function PublishDialog({
  itemPath,
  title,
  onClose,
}: {
  itemPath: string;
  title: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<PublishValues>();
  const when = Form.useWatch('when', form);
  const publish = useContentPublishing((values: PublishValues) =>
    publishAt(itemPath, values.when === 'later' && values.at ? { publishAt: values.at.toISOString() } : {}),
  );

  return (
    <Modal
      open
      title={`${CONTENT_TEXT.publishTitle}：${title}`}
      okText={CONTENT_TEXT.publish}
      cancelText={CONTENT_TEXT.cancel}
      confirmLoading={publish.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<PublishValues>
        form={form}
        layout="vertical"
        initialValues={{ when: 'now' }}
        onFinish={(values) => publish.mutate(values, { onSuccess: onClose })}
      >
        <Form.Item name="when">
          <Radio.Group
            options={[
              { value: 'now', label: CONTENT_TEXT.publishNow },
              { value: 'later', label: CONTENT_TEXT.publishLater },
            ]}
          />
        </Form.Item>
        {when === 'later' && (
          <Form.Item
            label={CONTENT_TEXT.publishAt}
            name="at"
            rules={[
              { required: true, message: CONTENT_TEXT.publishAtRequired },
              {
                validator: async (_rule, value: Dayjs | undefined) => {
                  if (value && !value.isAfter(dayjs())) throw new Error(CONTENT_TEXT.publishAtPast);
                },
              },
            ]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" minDate={dayjs()} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
