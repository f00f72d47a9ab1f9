import type { LegalSection } from './legal-layout.js';

// Privacy Statement, written for this product from the spec's summary. Effective January 2023.

export const PRIVACY_EFFECTIVE = 'January 2023';

export const PRIVACY_INTRO = [
  'This Privacy Statement explains how the provider of the Utah Land website and application (the "Service", ' +
    '"we", "us") collects, uses, discloses and keeps personal information, and the choices and rights you have. ' +
    'It applies to visitors, registered users and subscribers of the Service.',
];

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: 'Information We Collect',
    paragraphs: ['We collect the following categories of information:'],
    list: [
      'Account information: your first and last name, e-mail address and password (stored only as a one-way ' +
        'hash), your role and your subscription status.',
      'Survey and profile information: your answers to our surveys about what you build, buy, finance or own, ' +
        'projects you describe (such as project name, address, city and acreage) and your privacy settings for ' +
        'them.',
      'Payment information: subscription and billing records. Card details are collected and processed by our ' +
        'payment provider; we do not store full card numbers.',
      'Usage information: pages and records you view, searches and map areas, sign-in times, device and browser ' +
        'type, IP address, and information collected through cookies and similar technologies, according to your ' +
        'cookie choices.',
      'Public and third-party information: parcel, project, water right, company and contact information from ' +
        'public records, data providers and our background check partner.',
      'Communications: messages you send us and your e-mail preferences.',
    ],
  },
  {
    title: 'How We Use Information',
    paragraphs: ['We use personal information to:'],
    list: [
      'create and secure your account, verify your e-mail address and let you reset your password;',
      'provide the Service, including matching your survey profile with parcels, projects, contacts and companies;',
      'process subscriptions, free trials, renewals and cancellations;',
      'send service messages such as verification, password reset and subscription e-mails;',
      'measure and improve the Service and develop new features, where you allowed performance cookies;',
      'detect, prevent and respond to fraud, abuse and security incidents; and',
      'comply with legal obligations and enforce our Terms of Use.',
    ],
  },
  {
    title: 'How We Disclose Information',
    paragraphs: [
      'We disclose personal information to service providers that help us run the Service, such as hosting, ' +
        'e-mail delivery, a maps service, our payment provider and our background check partner, under contracts ' +
        'that limit their use of it.',
      'Survey profiles you choose to make visible, and projects you mark as public, may be shown to other users ' +
        'as part of matching. Projects marked private are not.',
      'We may also disclose information when the law requires it, to protect rights, property or safety, in ' +
        'connection with a merger, acquisition or sale of assets, or with your consent.',
    ],
  },
  {
    title: 'Your Choices',
    paragraphs: [
      'You can review and update your name and e-mail address in your profile, change your password, switch your ' +
        'survey profiles on or off, and make project surveys private.',
      'You can accept, reject or choose categories of optional cookies through our cookie banner and Privacy ' +
        'Preference Center. Strictly necessary cookies cannot be switched off.',
      'You can opt out of marketing e-mails by following the unsubscribe link in them; service messages about ' +
        'your account and subscription will still be sent.',
    ],
  },
  {
    title: 'Children\u2019s Privacy',
    paragraphs: [
      'The Service is intended for adults aged 18 and over. We do not knowingly collect personal information from ' +
        'children under 13. If we learn that we have collected such information, we will delete it promptly. ' +
        'Contact us if you believe a child has given us personal information.',
    ],
  },
  {
    title: 'State-Specific Privacy Rights',
    paragraphs: [
      'Depending on the state where you live (for example Utah, California, Colorado, Connecticut or Virginia), ' +
        'you may have the right to know what personal information we hold about you, to access and receive a copy ' +
        'of it, to correct it, to have it deleted, and to opt out of its sale, of targeted advertising and of ' +
        'certain profiling. We do not discriminate against you for using these rights.',
      'We do not sell the personal information of consumers we know to be under 16 years of age without ' +
        'affirmative authorization: consent from the consumer if aged 13 to 16, or from a parent or guardian if ' +
        'under 13.',
      'To make a request, submit a data request through the contact options on our website. We will verify your ' +
        'identity before acting on it, and you may use an authorized agent where the law allows. If we deny your ' +
        'request you may appeal by replying to our decision.',
    ],
  },
  {
    title: 'Data Retention',
    paragraphs: [
      'We keep personal information for as long as your account is active and as needed to provide the Service. ' +
        'After you close your account or ask us to delete your information, we delete or anonymise it within a ' +
        'reasonable time, except for records we must keep to meet legal, tax, accounting or security obligations ' +
        'or to resolve disputes.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'We use administrative, technical and physical safeguards designed to protect personal information, ' +
        'including encrypted connections and hashed passwords. No system is completely secure, so please use a ' +
        'strong, unique password and keep it confidential.',
    ],
  },
  {
    title: 'Changes to This Privacy Statement',
    paragraphs: [
      'We may update this Privacy Statement from time to time. The effective date above shows when it last ' +
        'changed; if changes are material we will notify you by e-mail or in the Service.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [
      'If you have questions about this Privacy Statement or want to exercise your rights, contact us through the ' +
        'contact options on our website.',
    ],
  },
];
