import type { StaffRow } from '@hotel/shared/admin/staff';
import { Form, Input, Modal, Typography } from 'antd';
import { useResetStaffPassword } from './api.ts';
import { staffRules } from './form-rules.ts';
import { STAFF_TEXT } from './messages.ts';

interface ResetValues {
  password: string;
  repeat: string;
}

/** The administrator types a new password for someone who forgot theirs. */
export function ResetPasswordDialog({ row, onClose }: { row: StaffRow; onClose: () => void }) {
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetStaffPassword(row.id);

  return (
    <Modal
      open
      title={`${STAFF_TEXT.resetPassword}：${row.displayName}（${row.username}）`}
      okText={STAFF_TEXT.resetPassword}
      cancelText={STAFF_TEXT.cancel}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Typography.Paragraph type="secondary">{STAFF_TEXT.resetHint}</Typography.Paragraph>
      <Form<ResetValues>
        form={form}
        name="staff-password"
        aria-label={STAFF_TEXT.resetPassword}
        layout="vertical"
        onFinish={({ password }) => reset.mutate(password, { onSuccess: onClose })}
      >
        <Form.Item
          label={STAFF_TEXT.newPassword}
          name="password"
          rules={staffRules.password}
          extra={STAFF_TEXT.passwordHint}
          required
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={STAFF_TEXT.repeatPassword}
          name="repeat"
          rules={staffRules.repeat}
          dependencies={['password']}
          required
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
