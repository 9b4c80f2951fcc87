import {
  ApiOutlined,
  AuditOutlined,
  CalendarOutlined,
  DashboardOutlined,
  FileTextOutlined,
  IdcardOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import type { AdminScreen } from '@hotel/shared/admin/roles';
import type { ReactNode } from 'react';

export const SCREEN_ICONS: Record<AdminScreen, ReactNode> = {
  dashboard: <DashboardOutlined />,
  rates: <CalendarOutlined />,
  channels: <ApiOutlined />,
  orders: <ProfileOutlined />,
  enquiries: <SolutionOutlined />,
  content: <FileTextOutlined />,
  members: <IdcardOutlined />,
  staff: <SafetyCertificateOutlined />,
  audit: <AuditOutlined />,
};
