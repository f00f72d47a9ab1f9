import { Result } from 'antd';

/** A route whose screen has not been built yet (the route table is complete; screens land feature by feature). */
export function PendingScreen({ title }: { title: string }) {
  return <Result status="info" title={title} subTitle="This screen is on its way." />;
}
