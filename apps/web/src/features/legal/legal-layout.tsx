import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { landingFor } from '../../app/guards.js';
import { useSession } from '../common/use-session.js';
import './legal.css';

export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

/**
 * Terms of Use and Privacy Statement: a back arrow, title, date line, numbered sections. The arrow goes back to the
 * page the reader came from; opened directly (a new tab, a typed address) it goes to sign-up, or for a signed-in
 * reader to their landing page.
 */
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
  const { key } = useLocation();
  const { principal } = useSession();
  // React Router names the first page of this tab's visit 'default': there is nothing of ours to go back to.
  const cameFromApp = key !== 'default';
  const fallback = principal ? landingFor(principal) : '/signup';
  return (
    <main className="legal-page">
      <article className="legal-article">
        <Button
          type="text"
          shape="circle"
          icon={<ArrowLeftOutlined />}
          aria-label={cameFromApp ? 'Back' : fallback === '/signup' ? 'Back to sign up' : 'Back'}
          onClick={() => (cameFromApp ? navigate(-1) : navigate(fallback))}
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
    </main>
  );
}
