import { PagePlaceholder } from '../PagePlaceholder';

export function LandingPage() {
  return (
    <PagePlaceholder title="Landing" lead="An example landing page built from the kit." surface="dark" />
  );
}
