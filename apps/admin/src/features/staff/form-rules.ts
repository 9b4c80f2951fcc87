import { ADMIN_MSG } from '@hotel/shared/admin/messages';
import { HOTEL_ROLES, type StaffRole } from '@hotel/shared/admin/roles';
import { createStaffBody } from '@hotel/shared/admin/staff';
import { formRule } from '@hotel/shared/form-rules';
import type { FormRule } from 'antd';
import { repeatRule } from '../../lib/form-rules.ts';

/** Managers and front desks work for particular hotels; the group's roles for all of them. */
export function isHotelRole(role: unknown): role is StaffRole {
  return HOTEL_ROLES.some((hotelRole) => hotelRole === role);
}

/** A hotel role needs at least one hotel, as the server insists (not expressible in the field's schema). */
const hotelsRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const role: unknown = getFieldValue('role');
    if (isHotelRole(role) && (!Array.isArray(value) || value.length === 0)) {
      throw new Error(ADMIN_MSG.hotelsRequired);
    }
  },
});

const shape = createStaffBody.shape;

/** The rules of the staff forms, from the shared schema of the calls. */
export const staffRules = {
  username: [formRule(shape.username)],
  displayName: [formRule(shape.displayName)],
  role: [formRule(shape.role)],
  hotelCodes: [formRule(shape.hotelCodes), hotelsRule],
  password: [formRule(shape.password)],
  repeat: [repeatRule('password')],
};
