import type { StaffProfile } from '@hotel/shared/admin/auth';
import { STAFF_ROLE_LABELS } from '@hotel/shared/admin/roles';
import { Flex, Tag, Typography } from 'antd';
import { hotelNames } from '../lib/hotels.ts';

/** Who is signed in: name, role and hotels, so nobody works in the wrong account by mistake. */
export function StaffBadge({ staff, vertical = false }: { staff: StaffProfile; vertical?: boolean }) {
  const hotels = hotelNames(staff.hotels);
  return (
    <Flex vertical={vertical} align={vertical ? 'flex-start' : 'center'} gap={vertical ? 4 : 8}>
      <Flex align="center" gap={8}>
        <Typography.Text strong>{staff.displayName}</Typography.Text>
        <Tag color="default" style={{ marginInlineEnd: 0 }}>
          {STAFF_ROLE_LABELS[staff.role]}
        </Tag>
      </Flex>
      <Typography.Text type="secondary" ellipsis={{ tooltip: hotels }} style={{ maxWidth: 280 }}>
        {hotels}
      </Typography.Text>
    </Flex>
  );
}
