import { RegisterCard } from '../../blocks/register-card/register-card';
import { siteSocialLinks } from '../../content/social';
import { HrefLink } from '../../shell/SiteLink';
import { site } from '../../site';

export function RegisterSection() {
  return (
    <RegisterCard
      title="Welcome"
      socialLinks={siteSocialLinks}
      forgotPasswordHref={site.passwordHelpHref}
      signUpHref="/signup"
      linkComponent={HrefLink}
    />
  );
}
