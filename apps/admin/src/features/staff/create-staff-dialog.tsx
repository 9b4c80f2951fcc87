import type { StaffRole } from '@hotel/shared/admin/roles';
import { Form, Input, Modal } from 'antd';
import { useCreateStaff } from './api.ts';
import { isHotelRole, staffRules } from './form-rules.ts';
import { STAFF_TEXT } from './messages.ts';
import { StaffFields } from './staff-fields.tsx';

interface CreateValues {
  username: string;
  displayName: string;
  role: StaffRole;
  hotelCodes?: string[];
  password: string;
  repeat: string;
}

/** 新增员工: the administrator types the first password and hands it over in person. */
export function CreateStaffDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateStaff();

  return (
    <Modal
      open
      title={STAFF_TEXT.create}
      okText={STAFF_TEXT.save}
      cancelText={STAFF_TEXT.cancel}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<CreateValues>
        form={form}
        name="staff-create"
        aria-label={STAFF_TEXT.create}
        layout="vertical"
        onFinish={({ username, displayName, role, hotelCodes, password }) =>
          create.mutate(
            {
              username: username.trim(),
              displayName: displayName.trim(),
              role,
              hotelCodes: isHotelRole(role) ? (hotelCodes ?? []) : [],
              password,
            },
            { onSuccess: onClose },
          )
        }
      >
        <Form.Item label={STAFF_TEXT.username} name="username" rules={staffRules.username} required>
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <StaffFields />
        <Form.Item
          label={STAFF_TEXT.password}
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
