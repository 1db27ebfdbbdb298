import { PagePlaceholder } from '../PagePlaceholder';

export function NucleoIconsPage() {
  return (
    <PagePlaceholder
      title="Icons"
      lead="A gallery of about a hundred icons, each with its name."
      surface="light"
    />
  );
}
