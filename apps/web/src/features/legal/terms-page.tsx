import { LegalLayout } from './legal-layout.js';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_UPDATED } from './terms-content.js';

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Use"
      dateLine={`Last updated: ${TERMS_UPDATED}`}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
