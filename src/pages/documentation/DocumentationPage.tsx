import { PagePlaceholder } from '../PagePlaceholder';

export function DocumentationPage() {
  return (
    <PagePlaceholder
      title="Documentation"
      lead="Live demos, keyboard interactions, props and the source of every kit component."
      surface="light"
    />
  );
}
