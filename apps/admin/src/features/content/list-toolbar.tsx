import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { CONTENT_TEXT } from './messages.ts';

/** Search by title on the left, the create button on the right, above a content list. */
export function ListToolbar(props: {
  keyword: string;
  onSearch: (keyword: string) => void;
  createLabel: string;
  onCreate: () => void;
}) {
  return (
    <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Input.Search
        key={props.keyword}
        defaultValue={props.keyword}
        placeholder={CONTENT_TEXT.search}
        aria-label={CONTENT_TEXT.search}
        allowClear
        maxLength={50}
        onSearch={(keyword) => props.onSearch(keyword.trim())}
        style={{ maxWidth: 320 }}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>
        {props.createLabel}
      </Button>
    </Flex>
  );
}
