import { Col, Form, Input, Row } from 'antd';
import { VALIDATION } from '@utah-land/shared';

/**
 * First name, last name and e-mail of an account form: the names side by side on wider screens (`columns`) or
 * all three one under the other. `autoComplete` lets the browser fill in the user's own name and e-mail; without
 * it (an admin entering someone else) the e-mail is not filled in.
 */
export function PersonFields({ columns, autoComplete }: { columns: boolean; autoComplete: boolean }) {
  const firstName = (
    <Form.Item
      label="First name"
      name="firstname"
      rules={[{ required: true, whitespace: true, message: VALIDATION.firstName }]}
    >
      <Input autoComplete={autoComplete ? 'given-name' : undefined} />
    </Form.Item>
  );
  const lastName = (
    <Form.Item
      label="Last name"
      name="lastname"
      rules={[{ required: true, whitespace: true, message: VALIDATION.lastName }]}
    >
      <Input autoComplete={autoComplete ? 'family-name' : undefined} />
    </Form.Item>
  );
  const email = (
    <Form.Item
      label="E-mail"
      name="email"
      rules={[{ required: true, type: 'email', message: VALIDATION.email }]}
    >
      <Input autoComplete={autoComplete ? 'email' : 'off'} />
    </Form.Item>
  );
  if (!columns)
    return (
      <>
        {firstName}
        {lastName}
        {email}
      </>
    );
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          {firstName}
        </Col>
        <Col xs={24} sm={12}>
          {lastName}
        </Col>
      </Row>
      {email}
    </>
  );
}
