import { LegalLayout } from './legal-layout.js';
import { PRIVACY_EFFECTIVE, PRIVACY_INTRO, PRIVACY_SECTIONS } from './privacy-content.js';

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Statement"
      dateLine={`Effective: ${PRIVACY_EFFECTIVE}`}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
