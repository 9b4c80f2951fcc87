import {
  INVOICE_TITLE_TYPE_LABELS,
  INVOICE_TITLE_TYPES,
  type InvoiceRequestBody,
  invoiceRequestBody,
  taxpayerIdProblem,
} from '@hotel/shared/api/member-orders';
import { formRule } from '@hotel/shared/form-rules';
import { MSG } from '@hotel/shared/messages';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { useMessage } from '../../lib/message.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { requestInvoice } from './api.ts';
import { BOOKING_TEXT } from './messages.ts';

type InvoiceFields = Omit<Required<InvoiceRequestBody>, 'orderId'>;

/** The taxpayer id's rule depends on the title type chosen: the request schema's own check. */
function taxpayerIdRule(titleTypeOf: () => unknown) {
  return {
    validator: async (_rule: unknown, taxpayerId: unknown) => {
      const problem = taxpayerIdProblem(titleTypeOf(), typeof taxpayerId === 'string' ? taxpayerId : '');
      if (problem) throw new Error(problem);
    },
  };
}

interface InvoiceDialogProps {
  orderId: number;
  onDone: () => void;
  onClose: () => void;
}

/** 申请发票 for a paid order: whom it is made out to and where it is sent; the server checks it again. */
export function InvoiceDialog({ orderId, onDone, onClose }: InvoiceDialogProps) {
  const [form] = Form.useForm<InvoiceFields>();
  const message = useMessage();
  const titleType = Form.useWatch('titleType', form);
  const asking = useApiMutation({
    call: (fields: InvoiceFields) => requestInvoice({ orderId, ...fields }),
    fallback: MSG.tryLater,
    form,
    fieldOf: (text) => (text.includes('纳税人') ? 'taxpayerId' : text.includes('邮箱') ? 'email' : undefined),
  });
  const shape = invoiceRequestBody.shape;

  return (
    <Modal open title={BOOKING_TEXT.invoiceTitle} onCancel={onClose} footer={null} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ titleType: 'personal', title: '', taxpayerId: '', email: '' }}
        onFinish={async (fields) => {
          const answer = await asking.run(fields);
          if (!answer) return;
          message.success(answer.message);
          onDone();
        }}
      >
        <Form.Item name="titleType" label={BOOKING_TEXT.invoiceTitleType}>
          <Radio.Group
            options={INVOICE_TITLE_TYPES.map((type) => ({
              value: type,
              label: INVOICE_TITLE_TYPE_LABELS[type],
            }))}
          />
        </Form.Item>
        <Form.Item name="title" label={BOOKING_TEXT.invoiceHeader} rules={[formRule(shape.title)]}>
          <Input maxLength={100} autoComplete="organization" />
        </Form.Item>
        {titleType === 'company' ? (
          <Form.Item
            name="taxpayerId"
            label={BOOKING_TEXT.invoiceTaxpayerId}
            rules={[taxpayerIdRule(() => form.getFieldValue('titleType'))]}
          >
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item name="email" label={BOOKING_TEXT.invoiceEmail} rules={[formRule(shape.email)]}>
          <Input type="email" maxLength={100} autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={asking.pending}>
          {BOOKING_TEXT.invoiceSubmit}
        </Button>
      </Form>
    </Modal>
  );
}
