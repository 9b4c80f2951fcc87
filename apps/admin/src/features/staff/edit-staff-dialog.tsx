import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import type { StaffRole } from '@hotel/shared/admin/roles';
import type { StaffRow } from '@hotel/shared/admin/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal, Switch } from 'antd';
import { notify } from '../../lib/notify.ts';
import { sessionQuery } from '../../lib/session.ts';
import { STAFF_KEY, updateStaff } from './api.ts';
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
  const client = useQueryClient();
  const update = useMutation({
    mutationFn: (values: EditValues) =>
      updateStaff(row.id, {
        displayName: values.displayName.trim(),
        role: values.role,
        hotelCodes: isHotelRole(values.role) ? (values.hotelCodes ?? []) : [],
        active: values.active,
      }),
    onSuccess: () => {
      notify.success(ADMIN_MSG.saved);
      void client.invalidateQueries({ queryKey: STAFF_KEY });
      // One's own name is in the header.
      if (self) void client.invalidateQueries({ queryKey: sessionQuery().queryKey });
      onClose();
    },
  });

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
        onFinish={(values) => update.mutate(values)}
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
