import { STAFF_ROLE_LABELS } from '@hotel/shared/admin/roles';
import { Card, Col, Descriptions, Row } from 'antd';
import { PageHeading } from '../../components/page-heading.tsx';
import { hotelNames } from '../../lib/hotels.ts';
import { useStaffSession } from '../../lib/session.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { AUTH_TEXT } from './messages.ts';
import { TotpCard } from './totp-card.tsx';

/** 账号设置: who this account is, its password and its second factor. */
export function AccountPage() {
  const { staff } = useStaffSession();
  return (
    <>
      <PageHeading title="账号设置" />
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Card title={AUTH_TEXT.accountInfo}>
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 4 }}
              items={[
                { key: 'username', label: AUTH_TEXT.username, children: staff.username },
                { key: 'name', label: AUTH_TEXT.displayName, children: staff.displayName },
                { key: 'role', label: AUTH_TEXT.role, children: STAFF_ROLE_LABELS[staff.role] },
                { key: 'hotels', label: AUTH_TEXT.hotels, children: hotelNames(staff.hotels) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <ChangePasswordCard />
        </Col>
        <Col xs={24} lg={12}>
          <TotpCard />
        </Col>
      </Row>
    </>
  );
}
