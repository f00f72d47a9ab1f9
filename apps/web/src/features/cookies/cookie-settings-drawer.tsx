import { useState, type ReactNode } from 'react';
import { Button, Collapse, Drawer, Switch, Typography } from 'antd';
import { acceptAll, confirmChoices, NO_CATEGORIES, type ConsentCategories } from './consent.js';
import { MOBILE_QUERY, useMedia } from '../common/use-media.js';

const PANELS: { key: keyof ConsentCategories; title: string; text: string }[] = [
  {
    key: 'targeting',
    title: 'Targeting Cookies',
    text:
      'These cookies may be set through our site by our advertising partners to build a profile of your ' +
      'interests and show you relevant adverts on other sites. They identify your browser and device.',
  },
  {
    key: 'performance',
    title: 'Performance Cookies',
    text:
      'These cookies let us count visits and traffic sources so we can measure and improve the performance of ' +
      'our site. All information these cookies collect is aggregated and therefore anonymous.',
  },
  {
    key: 'functional',
    title: 'Functional Cookies',
    text:
      'These cookies enable the website to provide enhanced functionality and personalisation, such as ' +
      'remembering your choices. If you do not allow them, some of these services may not work properly.',
  },
];

/** 'Privacy Preference Center': the optional categories start off and change only screen state until confirmed. */
export function CookieSettingsDrawer({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const isMobile = useMedia(MOBILE_QUERY);
  const [choices, setChoices] = useState<ConsentCategories>(NO_CATEGORIES);
  const panel = (key: string, title: string, extra: ReactNode, text: string) => ({
    key,
    label: title,
    extra,
    children: <Typography.Paragraph style={{ margin: 0 }}>{text}</Typography.Paragraph>,
  });
  return (
    <Drawer
      title="Privacy Preference Center"
      placement="left"
      open={open}
      onClose={onClose}
      size={isMobile ? '100vw' : 420}
      footer={
        <Button
          type="primary"
          block
          onClick={() => {
            confirmChoices(choices);
            onDone();
          }}
        >
          Confirm My Choices
        </Button>
      }
    >
      <Typography.Paragraph>
        When you visit any website, it may store or retrieve information on your browser, mostly in the form
        of cookies. This information might be about you, your preferences or your device and is mostly used to
        make the site work as you expect it to. You can choose not to allow some types of cookies. Blocking
        some types of cookies may impact your experience of the site and the services we are able to offer.
      </Typography.Paragraph>
      <Button
        type="primary"
        onClick={() => {
          acceptAll();
          onDone();
        }}
      >
        Allow All
      </Button>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Manage Consent Preferences
      </Typography.Title>
      <Collapse
        items={[
          panel(
            'necessary',
            'Strictly Necessary Cookies',
            <Typography.Text strong style={{ color: '#1f4e79' }}>
              Always Active
            </Typography.Text>,
            'These cookies are necessary for the website to function and cannot be switched off. They are usually ' +
              'only set in response to actions made by you, such as signing in or filling in forms.',
          ),
          ...PANELS.map((p) =>
            panel(
              p.key,
              p.title,
              <span onClick={(e) => e.stopPropagation()}>
                <Switch
                  aria-label={p.title}
                  checked={choices[p.key]}
                  onChange={(on) => setChoices((c) => ({ ...c, [p.key]: on }))}
                />
              </span>,
              p.text,
            ),
          ),
        ]}
      />
    </Drawer>
  );
}
