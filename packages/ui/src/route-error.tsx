import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useRouteError } from 'react-router';

interface RouteErrorProps {
  /** What the person can do now (refresh, go home, ask whom). */
  advice: string;
  /** The way on: a link or button home. */
  action: ReactNode;
}

/** A page that failed to render still says what happened and offers a way on, not a blank screen. */
export function RouteError({ advice, action }: RouteErrorProps) {
  const error = useRouteError();
  console.error(error);
  return <Result status="warning" title="页面出了点问题" subTitle={advice} extra={action} />;
}
