import { ContactForm } from '../../blocks/contact-form/contact-form';
import { FeatureGrid } from '../../blocks/feature-grid/feature-grid';
import { TeamCards } from '../../blocks/team-cards/team-cards';
import { features } from '../../content/landing';
import { team } from '../../content/team';
import { HrefLink } from '../../shell/SiteLink';

/** Everything below the landing page's hero, in one chunk. */
export function LandingSections() {
  return (
    <>
      <FeatureGrid features={features} linkComponent={HrefLink} />
      <TeamCards members={team} />
      <ContactForm />
    </>
  );
}
