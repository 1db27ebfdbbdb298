import { PagePlaceholder } from '../PagePlaceholder';

export function HomePage() {
  return (
    <PagePlaceholder
      title="Paper Kit A11y"
      lead="A free, accessible UI kit: every component works by keyboard and screen reader, and loads fast on a phone."
      surface="dark"
    />
  );
}
