import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@hotel/shared/admin/roles';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { hotelsQuery } from '../../lib/hotels.ts';
import { isHotelRole, staffRules } from './form-rules.ts';
import { STAFF_TEXT } from './messages.ts';

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** Name, role and hotels: the part of a staff account that both dialogs edit. */
export function StaffFields({ lockRole = false }: { lockRole?: boolean }) {
  const form = Form.useFormInstance();
  const role: unknown = Form.useWatch('role', form);
  const hotels = useQuery(hotelsQuery());
  const hotelOptions = (hotels.data ?? []).map((hotel) => ({
    value: hotel.hotelCode,
    label: `${hotel.name}（${hotel.cityName}）`,
  }));

  return (
    <>
      <Form.Item label={STAFF_TEXT.displayName} name="displayName" rules={staffRules.displayName} required>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        label={STAFF_TEXT.role}
        name="role"
        rules={staffRules.role}
        required
        extra={lockRole ? ADMIN_MSG.cannotDemoteSelf : undefined}
      >
        <Select options={roleOptions} disabled={lockRole} />
      </Form.Item>
      {/* The group's roles see every hotel: no list to choose from. */}
      {isHotelRole(role) && (
        <Form.Item
          label={STAFF_TEXT.hotels}
          name="hotelCodes"
          rules={staffRules.hotelCodes}
          dependencies={['role']}
          extra={STAFF_TEXT.hotelsHint}
          required
        >
          <Select
            mode="multiple"
            options={hotelOptions}
            loading={hotels.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            maxTagCount="responsive"
          />
        </Form.Item>
      )}
    </>
  );
}
