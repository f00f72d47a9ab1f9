// External pages the signed-out screens link to (spec: 'Continue to Demo', 'Talk with our team').
export const DEMO_URL: string = import.meta.env.VITE_DEMO_URL ?? 'https://utahlandsearch.com/demo';
export const CONTACT_URL: string = import.meta.env.VITE_CONTACT_URL ?? 'https://utahlandsearch.com/contact';
