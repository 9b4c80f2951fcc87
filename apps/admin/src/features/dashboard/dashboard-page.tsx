import type { Dashboard } from '@hotel/shared/admin/dashboard';
import { ADMIN_SCREENS } from '@hotel/shared/admin/roles';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Collapse, Row, Select, Skeleton, Statistic, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { hotelsQuery } from '../../lib/hotels.ts';
import { useStaffSession } from '../../lib/session.ts';
import { dashboardQuery } from './api.ts';
import { BarChart } from './bar-chart.tsx';
import { DASHBOARD_TEXT } from './messages.ts';

const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

function Figures({ data }: { data: Dashboard }) {
  const figures: [string, number][] = [
    [DASHBOARD_TEXT.arrivals, data.today.arrivals],
    [DASHBOARD_TEXT.departures, data.today.departures],
    [DASHBOARD_TEXT.inHouse, data.today.inHouse],
    [DASHBOARD_TEXT.newToday, data.today.newOrders],
    [DASHBOARD_TEXT.cancelledToday, data.today.cancellations],
    [DASHBOARD_TEXT.new30, data.lastDays.newOrders],
    [DASHBOARD_TEXT.cancelled30, data.lastDays.cancellations],
  ];
  return (
    <Row gutter={[12, 12]}>
      {figures.map(([title, value]) => (
        <Col key={title} xs={12} sm={8} lg={6} xl={3}>
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function Caption({ children }: { children: string }) {
  return (
    <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
      {children}
    </Typography.Text>
  );
}

function Charts({ data }: { data: Dashboard }) {
  const first = data.days[0]?.date ?? '';
  const today = data.days.at(-1);
  const last = today?.date ?? '';
  const revenueTotal = data.days.reduce((sum, d) => sum + d.revenue, 0);
  return (
    <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
      <Col xs={24} lg={12}>
        <Card size="small" title={DASHBOARD_TEXT.occupancy} extra={`${first} 至 ${last}`}>
          <BarChart
            title={DASHBOARD_TEXT.occupancy}
            max={1}
            data={data.days.map((d) => ({
              label: d.date,
              value: d.occupancy,
              text: `${d.date} 出租率 ${percent(d.occupancy)}（${d.sold}/${d.total}）`,
            }))}
          />
          <Caption>{`今日 ${percent(today?.occupancy ?? 0)}（已售 ${today?.sold ?? 0} / 可售 ${today?.total ?? 0} 间夜）`}</Caption>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={DASHBOARD_TEXT.revenue} extra={`${first} 至 ${last}`}>
          <BarChart
            title={DASHBOARD_TEXT.revenue}
            data={data.days.map((d) => ({
              label: d.date,
              value: d.revenue,
              text: `${d.date} 客房收入 ¥${d.revenue.toFixed(2)}`,
            }))}
          />
          <Caption>{`今日 ¥${(today?.revenue ?? 0).toFixed(2)}，30天合计 ¥${revenueTotal.toFixed(2)}`}</Caption>
        </Card>
      </Col>
      <Col span={24}>
        {/* what the figures count, where the figures are read, not only in the table below */}
        <Caption>{DASHBOARD_TEXT.definitions}</Caption>
      </Col>
      <Col span={24}>
        <Collapse
          items={[
            {
              key: 'table',
              label: DASHBOARD_TEXT.table,
              children: (
                <Table
                  size="small"
                  rowKey="date"
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                  dataSource={[...data.days].reverse()}
                  columns={[
                    { title: DASHBOARD_TEXT.date, dataIndex: 'date' },
                    { title: DASHBOARD_TEXT.sold, dataIndex: 'sold' },
                    { title: DASHBOARD_TEXT.total, dataIndex: 'total' },
                    { title: '出租率', dataIndex: 'occupancy', render: percent },
                    { title: '客房收入（元）', dataIndex: 'revenue', render: (r: number) => r.toFixed(2) },
                  ]}
                />
              ),
            },
          ]}
        />
      </Col>
    </Row>
  );
}

/** 经营概况: today's desk and the last 30 days, for a hotel or for all the staff member's hotels. */
export function DashboardPage() {
  const { staff } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const hotelCode = params.get('hotelCode') ?? '';
  const hotels = useQuery(hotelsQuery());
  const figures = useQuery(dashboardQuery(hotelCode));
  const allLabel = staff.role === 'admin' ? DASHBOARD_TEXT.groupAll : DASHBOARD_TEXT.all;

  return (
    <>
      <PageHeading
        title={ADMIN_SCREENS.dashboard}
        extra={
          <Select
            aria-label={DASHBOARD_TEXT.hotel}
            value={hotelCode}
            style={{ minWidth: 220, maxWidth: '100%' }}
            onChange={(code: string) => setParams(code ? { hotelCode: code } : {})}
            options={[
              { value: '', label: allLabel },
              ...(hotels.data ?? []).map((h) => ({ value: h.hotelCode, label: h.name })),
            ]}
          />
        }
      />
      {figures.data ? (
        <>
          <Figures data={figures.data} />
          <Charts data={figures.data} />
        </>
      ) : (
        <Skeleton active />
      )}
    </>
  );
}
