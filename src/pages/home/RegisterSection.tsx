import { RegisterCard } from '../../blocks/register-card/register-card';
import { passwordHelpHref, siteSocialLinks } from '../../content/social';
import { HrefLink } from '../../shell/SiteLink';

export function RegisterSection() {
  return (
    <RegisterCard
      title="Welcome"
      socialLinks={siteSocialLinks}
      forgotPasswordHref={passwordHelpHref}
      signUpHref="/signup"
      linkComponent={HrefLink}
    />
  );
}
