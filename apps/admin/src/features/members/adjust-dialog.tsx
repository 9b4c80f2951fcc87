import {
  balanceAdjustBody,
  MAX_BALANCE_CHANGE_YUAN,
  MAX_POINTS_CHANGE,
  type MemberProfile,
  pointsAdjustBody,
} from '@hotel/shared/admin/members';
import { formRule } from '@hotel/shared/form-rules';
import { yuanText } from '@hotel/shared/money';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';

import { type LedgerKind, useAdjustMember } from './api.ts';
import { MEMBERS_TEXT } from './messages.ts';

interface AdjustValues {
  change: number | null;
  reason: string;
}

const SETUP = {
  points: {
    title: MEMBERS_TEXT.adjustPoints,
    label: MEMBERS_TEXT.pointsChange,
    schema: pointsAdjustBody.shape,
    max: MAX_POINTS_CHANGE,
    precision: 0,
    current: (member: MemberProfile) => String(member.score),
  },
  balance: {
    title: MEMBERS_TEXT.adjustBalance,
    label: MEMBERS_TEXT.balanceChange,
    schema: balanceAdjustBody.shape,
    max: MAX_BALANCE_CHANGE_YUAN,
    precision: 2,
    current: (member: MemberProfile) => yuanText(member.balance),
  },
} as const;

interface AdjustDialogProps {
  member: MemberProfile;
  kind: LedgerKind;
  onClose: () => void;
}

/** Adds (positive) or takes off (negative) points or stored value, with the reason the log keeps. */
export function AdjustDialog({ member, kind, onClose }: AdjustDialogProps) {
  const setup = SETUP[kind];
  const [form] = Form.useForm<AdjustValues>();
  const adjust = useAdjustMember(member.id, kind);

  return (
    <Modal
      open
      title={`${setup.title}：${member.name}`}
      okText={MEMBERS_TEXT.confirm}
      cancelText={MEMBERS_TEXT.cancel}
      confirmLoading={adjust.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Typography.Paragraph type="secondary">
        {MEMBERS_TEXT.now(setup.current(member))}，{MEMBERS_TEXT.changeHint}
      </Typography.Paragraph>
      <Form<AdjustValues>
        form={form}
        name={`member-${kind}`}
        aria-label={setup.title}
        layout="vertical"
        initialValues={{ change: null, reason: '' }}
        onFinish={({ change, reason }) =>
          adjust.mutate({ change: change ?? 0, reason }, { onSuccess: onClose })
        }
      >
        <Form.Item label={setup.label} name="change" rules={[formRule(setup.schema.change)]} required>
          <InputNumber
            precision={setup.precision}
            min={-setup.max}
            max={setup.max}
            style={{ width: '100%' }}
            aria-label={setup.label}
          />
        </Form.Item>
        <Form.Item label={MEMBERS_TEXT.reason} name="reason" rules={[formRule(setup.schema.reason)]} required>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={MEMBERS_TEXT.reasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
