import { ContactSection } from './ContactSection';
import { FeaturesSection } from './FeaturesSection';
import { TeamSection } from './TeamSection';

/** Everything below the landing page's hero, in one chunk. */
export function LandingSections() {
  return (
    <>
      <FeaturesSection />
      <TeamSection />
      <ContactSection />
    </>
  );
}
