import type { LegalSection } from './legal-layout.js';

// Terms of Use, written for this product from the spec's summary. Updated December 04, 2023.

export const TERMS_UPDATED = 'December 04, 2023';

export const TERMS_INTRO = [
  'These Terms of Use ("Terms") govern your access to and use of the Utah Land website and application (the ' +
    '"Service"), which provides parcel, development project, water right and contact information for the state of ' +
    'Utah and matches that information to the profiles our users describe in surveys. "We", "us" and "our" mean the ' +
    'provider of the Service; "you" means the person using it.',
  'Please read these Terms carefully. By creating an account, ticking the box that says you agree to the Terms of ' +
    'Use and Privacy Statement, or otherwise using the Service, you agree to be bound by these Terms.',
];

export const TERMS_SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of These Terms',
    paragraphs: [
      'These Terms form a binding agreement between you and us. If you do not agree to every part of them, do not ' +
        'create an account and do not use the Service. Our Privacy Statement, which explains how we handle personal ' +
        'information, is part of these Terms.',
    ],
  },
  {
    title: 'Eligibility',
    paragraphs: [
      'You must be at least 18 years old and able to form a binding contract to use the Service. By using the ' +
        'Service you confirm that you meet this requirement. We do not knowingly provide the Service to anyone under ' +
        '18.',
    ],
  },
  {
    title: 'Your Account',
    paragraphs: [
      'To use the Service you must register an account with a password and provide accurate, current and complete ' +
        'contact details, including a valid e-mail address that you verify. You must keep this information up to ' +
        'date in your profile.',
      'You are responsible for keeping your password confidential and for everything that happens under your ' +
        'account. Tell us immediately if you believe your account has been used without your permission. You may ' +
        'not share your account or transfer it to anyone else.',
    ],
  },
  {
    title: 'Personal and Professional Use',
    paragraphs: [
      'The Service is licensed to you for your personal use in finding, evaluating, buying, building on, financing ' +
        'or selling residential land and property in Utah.',
      'Professional use is allowed for licensed real estate or mortgage professionals who use the Service on ' +
        'behalf of their clients, provided they act with their clients\u2019 consent and in line with the laws and ' +
        'professional rules that apply to them. Professionals remain responsible for their advice to clients.',
    ],
  },
  {
    title: 'No Commercial Real Estate or Vacation Rentals',
    paragraphs: [
      'The Service is built for residential land, development and new-build housing. You may not use it to market, ' +
        'list or broker commercial real estate, or to operate, market or manage vacation or short-term rentals.',
    ],
  },
  {
    title: 'Prohibited Uses',
    paragraphs: ['When using the Service you agree that you will not:'],
    list: [
      'copy, scrape, crawl, harvest or bulk download data from the Service, by automated means or otherwise;',
      'resell, sublicense, publish or redistribute the Service or any data obtained from it;',
      'use contact information from the Service to send unsolicited bulk messages, spam or robocalls, or in ' +
        'violation of do-not-call, anti-spam or telemarketing laws;',
      'use the Service to harass, stalk, threaten or discriminate against any person, including in violation of ' +
        'fair housing laws;',
      'use any information from the Service to make decisions about credit, employment, insurance or tenancy, or ' +
        'for any other purpose covered by the Fair Credit Reporting Act;',
      'impersonate another person, misrepresent your affiliation, or create accounts with false information;',
      'probe, scan or test the vulnerability of the Service, circumvent its security or access controls, or ' +
        'interfere with its operation;',
      'reverse engineer, decompile or otherwise try to obtain the source code of the Service;',
      'upload viruses or other malicious code, or content that is unlawful, defamatory or infringing; or',
      'use the Service in any way that breaks any applicable law or regulation.',
    ],
  },
  {
    title: 'Subscriptions, Free Trials and Fees',
    paragraphs: [
      'Parts of the Service require a paid subscription. We may offer a free trial; when the trial ends, access to ' +
        'subscriber features stops unless you subscribe.',
      'All fees are stated and charged in US dollars and, except where the law requires otherwise, are ' +
        'non-refundable, including for partial subscription periods and unused features.',
      'Subscriptions renew automatically at the end of each billing period at the then-current price until you ' +
        'cancel. You can cancel at any time in your account settings; cancellation takes effect at the end of the ' +
        'current billing period, and you keep access until then. We may change our prices with notice before your ' +
        'next renewal.',
    ],
  },
  {
    title: 'Information Provided Through the Service',
    paragraphs: [
      'Parcel, project, water right, contact and company information comes from public records, third parties and ' +
        'users, and may be incomplete, out of date or inaccurate. Matches are estimates based on survey answers. ' +
        'The Service is not an appraisal, survey, title report or legal, tax or financial advice; verify any ' +
        'information independently before relying on it.',
    ],
  },
  {
    title: 'User-Provided Content',
    paragraphs: [
      'You keep ownership of the content you submit, such as survey answers, project descriptions and profile ' +
        'information ("User Content"). You grant us a worldwide, non-exclusive, royalty-free, perpetual license to ' +
        'use, host, store, reproduce, modify, display and distribute your User Content to operate, improve and ' +
        'promote the Service, including to match it with other users\u2019 profiles.',
      'You confirm that you have the rights needed to submit your User Content and that it is accurate and lawful. ' +
        'Projects you mark as private are not shown to other users.',
    ],
  },
  {
    title: 'Third-Party Services',
    paragraphs: [
      'The Service relies on third-party services, including a maps service to display parcels and projects, a ' +
        'payment provider to process subscription payments, and a background check partner for certain contact ' +
        'information. Your use of those services is governed by their own terms and privacy policies, and we are ' +
        'not responsible for them. We do not store your full card details; the payment provider processes them.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'The Service, including its software, design, compilations of data, text, graphics and trademarks, is owned ' +
        'by us or our licensors and protected by intellectual property laws. Except for the limited license to use ' +
        'the Service under these Terms, no rights are granted to you.',
    ],
  },
  {
    title: 'Copyright Notices',
    paragraphs: [
      'We respect intellectual property rights. If you believe material on the Service infringes your copyright, ' +
        'send us a written notice that identifies the copyrighted work, the material you claim infringes it and ' +
        'where it appears, your contact information, a statement that you have a good-faith belief the use is not ' +
        'authorized, and a statement under penalty of perjury that your notice is accurate and that you are the ' +
        'owner or authorized to act for the owner, with your physical or electronic signature.',
      'We will review notices that meet these requirements, remove or disable access to infringing material where ' +
        'appropriate, and may terminate the accounts of repeat infringers.',
    ],
  },
  {
    title: 'Privacy',
    paragraphs: [
      'Our Privacy Statement describes what personal information we collect, how we use and disclose it, and the ' +
        'choices and rights you have. By using the Service you acknowledge that your information will be handled ' +
        'as described there.',
    ],
  },
  {
    title: 'Account Deactivation',
    paragraphs: [
      'You can deactivate your account at any time in your account settings. Deactivation ends your access to the ' +
        'Service; if you have an active subscription, cancel it first so that it does not renew.',
    ],
  },
  {
    title: 'Account and Data Deletion',
    paragraphs: [
      'To have your account and personal information deleted, submit a data request to us. We will verify your ' +
        'identity and delete your information, except for records we must keep to meet legal, tax, accounting or ' +
        'security obligations, as described in our Privacy Statement.',
    ],
  },
  {
    title: 'Changes to the Service and to These Terms',
    paragraphs: [
      'We may change, suspend or discontinue any part of the Service at any time. We may update these Terms from ' +
        'time to time; the date at the top of this page shows when they were last updated. If changes are ' +
        'material we will notify you, for example by e-mail or in the Service. Continuing to use the Service after ' +
        'changes take effect means you accept them.',
    ],
  },
  {
    title: 'Disclaimer of Warranties',
    paragraphs: [
      'THE SERVICE AND ALL INFORMATION IN IT ARE PROVIDED "AS IS" AND "AS AVAILABLE", WITHOUT WARRANTIES OF ANY ' +
        'KIND, WHETHER EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR ' +
        'PURPOSE, ACCURACY AND NON-INFRINGEMENT. WE DO NOT WARRANT THAT THE SERVICE WILL BE UNINTERRUPTED OR ' +
        'ERROR-FREE.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'TO THE FULLEST EXTENT PERMITTED BY LAW, WE WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, ' +
        'CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, DATA OR BUSINESS OPPORTUNITIES, ' +
        'ARISING OUT OF OR RELATED TO THE SERVICE.',
      'OUR TOTAL LIABILITY FOR ALL CLAIMS ARISING OUT OF OR RELATED TO THESE TERMS OR THE SERVICE IS LIMITED TO ' +
        'THE GREATER OF THE FEES YOU PAID US IN THE 12 MONTHS BEFORE THE EVENT GIVING RISE TO THE CLAIM OR ONE ' +
        'HUNDRED US DOLLARS ($100).',
    ],
  },
  {
    title: 'Indemnification',
    paragraphs: [
      'You agree to defend, indemnify and hold us and our officers, employees and partners harmless from any ' +
        'claims, losses and expenses, including reasonable attorneys\u2019 fees, arising from your use of the ' +
        'Service, your User Content or your breach of these Terms.',
    ],
  },
  {
    title: 'Governing Law and Disputes',
    paragraphs: [
      'These Terms are governed by the laws of the State of Utah, without regard to its conflict-of-law rules. ' +
        'Any dispute arising out of these Terms or the Service will be brought exclusively in the state or federal ' +
        'courts located in Salt Lake County, Utah, and you consent to their jurisdiction.',
    ],
  },
  {
    title: 'Suspension and Termination',
    paragraphs: [
      'We may suspend or terminate your access to the Service at any time if you break these Terms, if required ' +
        'by law, or to protect the Service or other users. Sections that by their nature should survive ' +
        'termination, including those on fees, content licenses, disclaimers, limitation of liability and ' +
        'governing law, survive it.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [
      'If you have questions about these Terms, or want to send a copyright notice or a data request, contact us ' +
        'through the contact options on our website. If any provision of these Terms is found unenforceable, the ' +
        'remaining provisions stay in effect. These Terms are the entire agreement between you and us about the ' +
        'Service.',
    ],
  },
];
