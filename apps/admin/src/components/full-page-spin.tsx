import { Flex, Spin } from 'antd';

/** While the app asks the server who is signed in: nothing to show yet but that it is working. */
export function FullPageSpin() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
