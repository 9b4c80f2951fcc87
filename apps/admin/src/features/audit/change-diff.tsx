import { Col, Flex, Row, Tag, Typography } from 'antd';
import { AUDIT_TEXT } from './messages.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Top-level fields whose value differs: what the reader looks for first. */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function Snapshot({ title, value }: { title: string; value: unknown }) {
  return (
    <section aria-label={title}>
      <Typography.Text strong>{title}</Typography.Text>
      <pre
        style={{
          margin: '4px 0 0',
          padding: 12,
          maxHeight: 360,
          overflow: 'auto',
          fontSize: 12,
          background: 'var(--ant-color-fill-quaternary)',
          borderRadius: 4,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {value === null || value === undefined ? AUDIT_TEXT.nothing : JSON.stringify(value, null, 2)}
      </pre>
    </section>
  );
}

/** Before and after of one change, side by side (stacked on phones). */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const changed = changedFields(before, after);
  return (
    <Flex vertical gap={8}>
      {changed.length > 0 && (
        <Flex wrap gap={4} align="center">
          <Typography.Text type="secondary">{AUDIT_TEXT.changedFields}：</Typography.Text>
          {changed.map((key) => (
            <Tag key={key} color="warning">
              {key}
            </Tag>
          ))}
        </Flex>
      )}
      <Row gutter={[16, 8]}>
        <Col xs={24} md={12}>
          <Snapshot title={AUDIT_TEXT.before} value={before} />
        </Col>
        <Col xs={24} md={12}>
          <Snapshot title={AUDIT_TEXT.after} value={after} />
        </Col>
      </Row>
    </Flex>
  );
}
