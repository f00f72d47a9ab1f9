import { Button, Result } from 'antd';

/** Shown when a screen fails to render: 404, 'Oops! Something went wrong', 'Go Back' reloads. */
export function ErrorPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="Oops! Something went wrong"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Go Back
        </Button>
      }
    />
  );
}
