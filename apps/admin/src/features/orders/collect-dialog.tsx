import {
  DESK_PAY_METHOD_LABELS,
  DESK_PAY_METHODS,
  type DeskPayMethod,
  ORDERS_MSG,
} from '@hotel/shared/admin/orders';
import { Alert, Form, InputNumber, Modal, Radio } from 'antd';
import { useCheckIn } from './api.ts';
import { ORDERS_TEXT } from './messages.ts';

interface CollectDialogProps {
  orderId: number;
  /** What the guest owes, yuan. */
  due: number;
  onClose: () => void;
}

/** The form once its rules passed: both fields are required. */
interface CollectForm {
  amount: number;
  method: DeskPayMethod;
}

/**
 * 办理入住 of a pay-at-hotel booking: the clerk takes the money and says how much and how. The amount
 * starts empty, so the clerk types what was taken; the server refuses any other figure than the due.
 */
export function CollectDialog({ orderId, due, onClose }: CollectDialogProps) {
  const [form] = Form.useForm<CollectForm>();
  const checkIn = useCheckIn(orderId);

  return (
    <Modal
      open
      title={ORDERS_TEXT.collectTitle}
      okText={ORDERS_TEXT.collectAndCheckIn}
      okButtonProps={{ loading: checkIn.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={ORDERS_TEXT.collectDue(due)} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        name="collect"
        layout="vertical"
        onFinish={(values) => checkIn.mutate({ collected: values }, { onSuccess: onClose })}
      >
        <Form.Item
          name="amount"
          label={ORDERS_TEXT.collectAmount}
          rules={[
            { required: true, message: ORDERS_TEXT.collectAmountRequired },
            {
              validator: (_, value: number | null) =>
                value === null || value === undefined || Math.round(value * 100) === Math.round(due * 100)
                  ? Promise.resolve()
                  : Promise.reject(new Error(ORDERS_MSG.collectAmountMismatch(due.toFixed(2)))),
            },
          ]}
        >
          <InputNumber min={0} precision={2} prefix="¥" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="method"
          label={ORDERS_TEXT.collectMethod}
          rules={[{ required: true, message: ORDERS_MSG.collectMethodInvalid }]}
        >
          <Radio.Group
            options={DESK_PAY_METHODS.map((method) => ({
              value: method,
              label: DESK_PAY_METHOD_LABELS[method],
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
