import { PagePlaceholder } from '../PagePlaceholder';

export function UserProfilePage() {
  return (
    <PagePlaceholder title="User profile" lead="An example profile page built from the kit." surface="dark" />
  );
}
