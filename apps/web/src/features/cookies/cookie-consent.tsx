import { useEffect, useRef, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { acceptAll, hasConsentChoice, rejectAll } from './consent.js';
import { CookieSettingsDrawer } from './cookie-settings-drawer.js';
import './cookies.css';

/** The cookie banner: shown until the visitor makes a choice (stored as cookieConsent in localStorage). */
export function CookieConsent() {
  const [visible, setVisible] = useState(() => !hasConsentChoice());
  const [settingsOpen, setSettingsOpen] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const shown = visible && !settingsOpen;
  // While the banner is up, the page gets room below its own end to scroll everything (sign-in's 'Create
  // account' too) clear of the banner.
  useEffect(() => {
    const el = banner.current;
    if (!shown || !el) return;
    const reserve = () => {
      document.body.style.paddingBottom = `${el.offsetHeight + 16}px`;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(el);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [shown]);
  if (!visible) return null;
  const done = () => {
    setSettingsOpen(false);
    setVisible(false);
  };
  return (
    <>
      {!settingsOpen && (
        <section ref={banner} className="cookie-banner" role="region" aria-label="Cookie consent">
          <Typography.Paragraph className="cookie-banner-text">
            By clicking “Accept All Cookies”, you agree to the storing of cookies on your device to enhance
            site navigation, analyze site usage, and assist in our marketing efforts. See our{' '}
            <Link to="/privacy-statement">Privacy Statement</Link>.
          </Typography.Paragraph>
          <Space wrap className="cookie-banner-actions">
            <Button onClick={() => setSettingsOpen(true)}>Cookies Settings</Button>
            <Button
              onClick={() => {
                rejectAll();
                done();
              }}
            >
              Reject All
            </Button>
            <Button
              type="primary"
              onClick={() => {
                acceptAll();
                done();
              }}
            >
              Accept All Cookies
            </Button>
          </Space>
        </section>
      )}
      <CookieSettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} onDone={done} />
    </>
  );
}
