import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import './legal.css';

export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

/** Terms of Use and Privacy Statement: back arrow to /signup, title, date line, numbered sections. */
export function LegalLayout({
  title,
  dateLine,
  intro,
  sections,
  footer,
}: {
  title: string;
  dateLine: string;
  intro: string[];
  sections: LegalSection[];
  footer?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className="legal-page">
      <article className="legal-article">
        <Button
          type="text"
          shape="circle"
          icon={<ArrowLeftOutlined />}
          aria-label="Back to sign up"
          onClick={() => navigate('/signup')}
        />
        <Typography.Title level={1} style={{ marginTop: 8 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{dateLine}</Typography.Text>
        {intro.map((p, i) => (
          <Typography.Paragraph key={i} style={{ marginTop: 16 }}>
            {p}
          </Typography.Paragraph>
        ))}
        <ol className="legal-sections">
          {sections.map((s) => (
            <li key={s.title}>
              <Typography.Title level={4}>{s.title}</Typography.Title>
              {s.paragraphs.map((p, i) => (
                <Typography.Paragraph key={i}>{p}</Typography.Paragraph>
              ))}
              {s.list && (
                <ul>
                  {s.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        {footer}
      </article>
    </div>
  );
}
