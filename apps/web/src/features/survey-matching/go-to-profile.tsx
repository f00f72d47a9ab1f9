import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { ROUTES } from '../../app/routes.js';

/** A survey screen with no survey to show: what is missing, and the way to the profile where surveys are taken. */
export function GoToProfile({ title, subTitle }: { title: string; subTitle: string }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle={subTitle}
      extra={
        <Link to={ROUTES.profile}>
          <Button type="primary">Go to Profile</Button>
        </Link>
      }
    />
  );
}
