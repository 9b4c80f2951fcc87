import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  type EnquiryDetail,
  type EnquiryStatus,
  enquiryFollowUpBody,
} from '@hotel/shared/admin/enquiries';
import { formRule } from '@hotel/shared/form-rules';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Descriptions,
  Divider,
  Drawer,
  Empty,
  Form,
  Input,
  Select,
  Spin,
  Tag,
  Timeline,
  Typography,
} from 'antd';

import { enquiryDetailQuery, useFollowUpEnquiry } from './api.ts';
import { ENQUIRIES_TEXT, STATUS_COLOURS } from './messages.ts';

export function StatusTag({ status }: { status: EnquiryStatus }) {
  return <Tag color={STATUS_COLOURS[status]}>{ENQUIRY_STATUS_LABELS[status]}</Tag>;
}

interface FollowUpValues {
  status?: EnquiryStatus;
  note: string;
}

function FollowUpForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const [form] = Form.useForm<FollowUpValues>();
  const save = useFollowUpEnquiry(enquiry.id);
  const options = ENQUIRY_STATUSES.filter((status) => status !== enquiry.status).map((status) => ({
    value: status,
    label: ENQUIRY_STATUS_LABELS[status],
  }));

  return (
    <Form<FollowUpValues>
      form={form}
      name="enquiry-follow-up"
      aria-label={ENQUIRIES_TEXT.save}
      layout="vertical"
      initialValues={{ note: '' }}
      onFinish={(values) => save.mutate(values, { onSuccess: () => form.resetFields() })}
    >
      <Form.Item label={ENQUIRIES_TEXT.newStatus} name="status">
        <Select allowClear placeholder={ENQUIRIES_TEXT.keepStatus} options={options} />
      </Form.Item>
      <Form.Item label={ENQUIRIES_TEXT.note} name="note" rules={[formRule(enquiryFollowUpBody.shape.note)]}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={ENQUIRIES_TEXT.notePlaceholder} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {ENQUIRIES_TEXT.save}
      </Button>
    </Form>
  );
}

function History({ enquiry }: { enquiry: EnquiryDetail }) {
  if (enquiry.history.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ENQUIRIES_TEXT.noHistory} />;
  }
  return (
    <Timeline
      items={enquiry.history.map((entry) => ({
        key: entry.id,
        content: (
          <>
            <Typography.Text type="secondary">
              {entry.at} · {entry.staffName}
            </Typography.Text>
            {entry.status && <div>{ENQUIRIES_TEXT.setStatus(ENQUIRY_STATUS_LABELS[entry.status])}</div>}
            {entry.note && <Typography.Paragraph style={{ margin: 0 }}>{entry.note}</Typography.Paragraph>}
          </>
        ),
      }))}
    />
  );
}

/** One enquiry: what the guest asked, what colleagues did so far, and the next step. */
export function EnquiryDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(enquiryDetailQuery(id));
  const enquiry = detail.data;
  return (
    <Drawer open title={ENQUIRIES_TEXT.detail} size="min(520px, 100vw)" onClose={onClose}>
      {!enquiry ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 24 }}>
            <Descriptions.Item label={ENQUIRIES_TEXT.status}>
              <StatusTag status={enquiry.status} />
            </Descriptions.Item>
            <Descriptions.Item label={ENQUIRIES_TEXT.hotel}>{enquiry.hotelName}</Descriptions.Item>
            <Descriptions.Item label={ENQUIRIES_TEXT.applyName}>{enquiry.applyName}</Descriptions.Item>
            <Descriptions.Item label={ENQUIRIES_TEXT.contactPhone}>{enquiry.contactPhone}</Descriptions.Item>
            <Descriptions.Item label={ENQUIRIES_TEXT.meetingType}>{enquiry.meetingType}</Descriptions.Item>
            <Descriptions.Item label={ENQUIRIES_TEXT.peopleNums}>{enquiry.peopleNums}</Descriptions.Item>
            <Descriptions.Item label={ENQUIRIES_TEXT.meetingTime}>
              {enquiry.beginTime} – {enquiry.endTime}
            </Descriptions.Item>
            <Descriptions.Item label={ENQUIRIES_TEXT.createdAt}>{enquiry.createdAt}</Descriptions.Item>
            <Descriptions.Item label={ENQUIRIES_TEXT.guestNote}>{enquiry.note || '—'}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{ENQUIRIES_TEXT.history}</Typography.Title>
          <History enquiry={enquiry} />
          <Divider />
          <FollowUpForm key={enquiry.status} enquiry={enquiry} />
        </>
      )}
    </Drawer>
  );
}
