import { Button } from '../../kit/button';
import { ShowcaseSection } from './ShowcaseSection';

const linkColors = ['default', 'primary', 'success', 'info', 'warning', 'danger', 'neutral'] as const;

export function LinksSection() {
  return (
    <ShowcaseSection
      id="links"
      title="Links"
      tone="muted"
      description="Buttons that read as links, for actions that should not shout."
    >
      <div className="flex flex-wrap gap-2">
        {linkColors.map((color) => (
          <Button key={color} variant="link" color={color} className="capitalize">
            {color}
          </Button>
        ))}
      </div>
    </ShowcaseSection>
  );
}
