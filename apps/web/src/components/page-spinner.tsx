import { Flex, Spin } from 'antd';

/** A large spinner in the middle of the window, while a whole page (or its code) loads. */
export function PageSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
