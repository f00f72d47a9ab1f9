import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { EnvironmentOutlined, TeamOutlined, FileSearchOutlined } from '@ant-design/icons';
import './auth.css';

/** The signed-out pages: a form panel beside the product panel (the sign-in page shows both together). */
export function AuthLayout({
  children,
  productPanel = true,
}: {
  children: ReactNode;
  productPanel?: boolean;
}) {
  return (
    <div className="auth-page">
      <main className="auth-form-panel">
        <div className="auth-brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>Utah Land</span>
        </div>
        <div className="auth-form-body">{children}</div>
      </main>
      {productPanel && <ProductPanel />}
    </div>
  );
}

function ProductPanel() {
  const points = [
    {
      icon: <EnvironmentOutlined />,
      title: 'Every parcel and project in Utah',
      text: 'Search parcels, development projects and water rights on one map, county by county.',
    },
    {
      icon: <TeamOutlined />,
      title: 'The people behind the deal',
      text: 'See which builders, investors, lenders, developers and agents match a parcel or a project.',
    },
    {
      icon: <FileSearchOutlined />,
      title: 'Your profile drives the matches',
      text: 'Answer a short survey about what you build, buy or own and get matched opportunities.',
    },
  ];
  return (
    <aside className="auth-product-panel" aria-label="About Utah Land">
      <Typography.Title level={2} style={{ color: '#fff', marginTop: 0 }}>
        Land and real-estate intelligence for Utah professionals
      </Typography.Title>
      <ul>
        {points.map((p) => (
          <li key={p.title}>
            <span className="auth-product-icon">{p.icon}</span>
            <div>
              <strong>{p.title}</strong>
              <p>{p.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
