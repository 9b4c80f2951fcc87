import { WEEKDAY_LABELS } from '@hotel/shared/admin/rates';
import { createRatePlanBody, type RatePlanRow } from '@hotel/shared/admin/room-types';
import {
  CANCEL_POLICIES,
  type CancelPolicy,
  cancelPolicyText,
  DEFAULT_CANCEL_POLICY,
} from '@hotel/shared/cancel-policy';
import { formRule } from '@hotel/shared/form-rules';
import { Flex, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';

import { createRatePlan, updateRatePlan, useRatesChange } from './api.ts';
import { RATES_TEXT } from './messages.ts';

interface RatePlanValues {
  rateCode: string;
  name: string;
  breakfast: number;
  cancelPolicy: CancelPolicy;
  active: boolean;
  basePrice: number;
  weekdayPrices: number[];
  sort: number;
}

const shape = createRatePlanBody.shape;

const POLICY_OPTIONS = CANCEL_POLICIES.map((policy) => ({ value: policy, label: cancelPolicyText(policy) }));

interface RatePlanDialogProps {
  roomTypeId: number;
  /** The rate plan to edit; none creates one. */
  row?: RatePlanRow;
  onClose: () => void;
}

/** 新增房价 / 编辑房价: terms, on sale or not, and the default price of each weekday. */
export function RatePlanDialog({ roomTypeId, row, onClose }: RatePlanDialogProps) {
  const [form] = Form.useForm<RatePlanValues>();
  const save = useRatesChange(({ rateCode, ...values }: RatePlanValues) =>
    row ? updateRatePlan(row.id, values) : createRatePlan({ roomTypeId, rateCode, ...values }),
  );
  const title = row ? RATES_TEXT.editRatePlan : RATES_TEXT.newRatePlan;
  const base = row?.basePrice ?? 299;

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
      <Form<RatePlanValues>
        form={form}
        name="rate-plan"
        aria-label={title}
        layout="vertical"
        initialValues={{
          rateCode: row?.rateCode ?? '',
          name: row?.name ?? '',
          breakfast: row?.breakfast ?? 0,
          cancelPolicy: row?.cancelPolicy ?? DEFAULT_CANCEL_POLICY,
          active: row?.active ?? true,
          basePrice: base,
          weekdayPrices: row?.weekdayPrices ?? Array.from({ length: 7 }, () => base),
          sort: row?.sort ?? 0,
        }}
        onFinish={(values) => save.mutate(values, { onSuccess: onClose })}
      >
        <Form.Item label={RATES_TEXT.rateCode} name="rateCode" rules={[formRule(shape.rateCode)]} required>
          <Input maxLength={10} disabled={row !== undefined} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.name} name="name" rules={[formRule(shape.name)]} required>
          <Input maxLength={30} />
        </Form.Item>
        <Flex gap={24} wrap>
          <Form.Item label={RATES_TEXT.breakfast} name="breakfast" rules={[formRule(shape.breakfast)]}>
            <InputNumber min={0} max={4} precision={0} />
          </Form.Item>
          <Form.Item label={RATES_TEXT.active} name="active" valuePropName="checked">
            <Switch checkedChildren={RATES_TEXT.yes} unCheckedChildren={RATES_TEXT.no} />
          </Form.Item>
        </Flex>
        <Form.Item
          label={RATES_TEXT.cancelPolicy}
          name="cancelPolicy"
          rules={[formRule(shape.cancelPolicy)]}
          extra={RATES_TEXT.cancelPolicyHint}
          required
        >
          {/* the guest reads the text of the policy chosen, and the server applies that policy */}
          <Select
            options={POLICY_OPTIONS}
            // the whole text of each policy, wrapped on a phone rather than cut off
            optionRender={(option) => <span style={{ whiteSpace: 'normal' }}>{option.label}</span>}
          />
        </Form.Item>
        <Form.Item label={RATES_TEXT.basePrice} name="basePrice" rules={[formRule(shape.basePrice)]} required>
          <InputNumber min={0.01} max={99_999} precision={2} />
        </Form.Item>
        <Form.Item label={RATES_TEXT.weekdayPrices} extra={RATES_TEXT.weekdayHint} required>
          <Flex gap={8} wrap>
            {WEEKDAY_LABELS.map((label, i) => (
              <Form.Item key={label} name={['weekdayPrices', i]} rules={[formRule(shape.basePrice)]} noStyle>
                <InputNumber min={0.01} max={99_999} precision={2} prefix={label} style={{ width: 132 }} />
              </Form.Item>
            ))}
          </Flex>
        </Form.Item>
        <Form.Item label={RATES_TEXT.sort} name="sort">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
