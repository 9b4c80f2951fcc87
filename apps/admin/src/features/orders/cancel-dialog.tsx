import { cancelOrderBody, type OrderActions } from '@hotel/shared/admin/orders';
import { formRule } from '@hotel/shared/form-rules';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';

import { useCancelOrder } from './api.ts';
import { ORDERS_TEXT } from './messages.ts';

interface CancelDialogProps {
  orderId: number;
  paidAmount: number;
  paid: boolean;
  actions: OrderActions;
  onClose: () => void;
}

interface CancelForm {
  refundAmount: number;
  reason: string;
}

/**
 * 取消并退款. 前台 refund exactly what the policy gives (the field is fixed); 酒店经理 and
 * 集团管理员 may choose any amount up to what was paid. The server checks both again.
 */
export function CancelDialog({ orderId, paidAmount, paid, actions, onClose }: CancelDialogProps) {
  const [form] = Form.useForm<CancelForm>();
  const cancel = useCancelOrder(orderId);
  const initial = paid ? (actions.policyRefund ?? 0) : 0;
  const hint = !paid
    ? ORDERS_TEXT.noRefundNeeded
    : actions.policyRefund === null
      ? ORDERS_TEXT.outsidePolicy
      : ORDERS_TEXT.policyRefund(actions.policyRefund);

  return (
    <Modal
      open
      title={ORDERS_TEXT.cancel}
      okText={ORDERS_TEXT.cancel}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={hint} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ refundAmount: initial, reason: '' }}
        onFinish={(values) =>
          cancel.mutate({ refundAmount: values.refundAmount, reason: values.reason }, { onSuccess: onClose })
        }
      >
        <Form.Item
          name="refundAmount"
          label={ORDERS_TEXT.refundAmount}
          rules={[formRule(cancelOrderBody.shape.refundAmount)]}
        >
          <InputNumber
            min={0}
            max={paidAmount}
            precision={2}
            disabled={!paid || !actions.mayChooseRefund}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="reason" label={ORDERS_TEXT.reason} rules={[formRule(cancelOrderBody.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={200} placeholder={ORDERS_TEXT.reasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
