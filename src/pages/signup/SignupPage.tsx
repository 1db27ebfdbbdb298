import { PagePlaceholder } from '../PagePlaceholder';

export function SignupPage() {
  return (
    <PagePlaceholder title="Sign up" lead="An example registration page built from the kit." surface="dark" />
  );
}
