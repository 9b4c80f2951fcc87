import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import type { StaffRole } from '@hotel/shared/admin/roles';
import type { StaffRow } from '@hotel/shared/admin/staff';
import { Form, Modal, Switch } from 'antd';
import { useUpdateStaff } from './api.ts';
import { isHotelRole } from './form-rules.ts';
import { STAFF_TEXT } from './messages.ts';
import { StaffFields } from './staff-fields.tsx';

interface EditValues {
  displayName: string;
  role: StaffRole;
  hotelCodes?: string[];
  active: boolean;
}

interface EditStaffDialogProps {
  row: StaffRow;
  /** Nobody demotes or disables themselves: the group could lose its last administrator. */
  self: boolean;
  onClose: () => void;
}

export function EditStaffDialog({ row, self, onClose }: EditStaffDialogProps) {
  const [form] = Form.useForm<EditValues>();
  // One's own name is in the header.
  const update = useUpdateStaff({ refreshSession: self });

  return (
    <Modal
      open
      title={`${STAFF_TEXT.editTitle}：${row.username}`}
      okText={STAFF_TEXT.save}
      cancelText={STAFF_TEXT.cancel}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<EditValues>
        form={form}
        name="staff-edit"
        aria-label={STAFF_TEXT.editTitle}
        layout="vertical"
        initialValues={{
          displayName: row.displayName,
          role: row.role,
          hotelCodes: row.hotels.map((hotel) => hotel.hotelCode),
          active: row.active,
        }}
        onFinish={(values) =>
          update.mutate(
            {
              id: row.id,
              body: {
                displayName: values.displayName.trim(),
                role: values.role,
                hotelCodes: isHotelRole(values.role) ? (values.hotelCodes ?? []) : [],
                active: values.active,
              },
            },
            { onSuccess: onClose },
          )
        }
      >
        <StaffFields lockRole={self} />
        <Form.Item
          label={STAFF_TEXT.status}
          name="active"
          valuePropName="checked"
          extra={self ? ADMIN_MSG.cannotDisableSelf : undefined}
        >
          <Switch
            checkedChildren={STAFF_TEXT.active}
            unCheckedChildren={STAFF_TEXT.inactive}
            disabled={self}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
