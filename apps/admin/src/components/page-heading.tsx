import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  /** Actions of the whole screen (新增员工 …), on the right. */
  extra?: ReactNode;
}

/** The one heading of a screen: its menu label, so staff always know where they are. */
export function PageHeading({ title, extra }: PageHeadingProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
