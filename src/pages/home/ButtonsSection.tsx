import { Heart, Settings, Share2 } from 'lucide-react';
import { Button } from '../../kit/button';
import { semanticColors } from '../../design-tokens';
import { ShowcaseGroup, ShowcaseSection } from './ShowcaseSection';

export function ButtonsSection() {
  return (
    <ShowcaseSection
      id="buttons"
      title="Buttons"
      description="Solid, outline or simple; square or round; three sizes."
    >
      <div className="grid gap-10 md:grid-cols-2">
        <ShowcaseGroup title="Pick your style">
          <div className="flex flex-wrap items-center gap-3">
            <Button color="primary">Default</Button>
            <Button color="primary" shape="round">
              Round
            </Button>
            <Button color="primary" shape="round">
              <Heart aria-hidden="true" /> With icon
            </Button>
            <Button color="primary" shape="round" iconOnly aria-label="Settings">
              <Settings aria-hidden="true" />
            </Button>
            <Button color="primary" variant="link">
              Simple
            </Button>
          </div>
        </ShowcaseGroup>
        <ShowcaseGroup title="Pick your size">
          <div className="flex flex-wrap items-center gap-3">
            <Button color="primary" size="sm">
              Small
            </Button>
            <Button color="primary">Regular</Button>
            <Button color="primary" size="lg">
              Large
            </Button>
          </div>
        </ShowcaseGroup>
      </div>
      <div className="mt-10">
        <ShowcaseGroup title="Pick your color">
          <div className="flex flex-wrap gap-3">
            {semanticColors.map((color) => (
              <Button key={color} color={color} variant="outline" shape="round">
                {color}
              </Button>
            ))}
          </div>
          <div className="flex flex-wrap gap-3">
            {semanticColors.map((color) => (
              <Button key={color} color={color} shape="round">
                {color}
              </Button>
            ))}
          </div>
          <div className="flex flex-wrap gap-3">
            <Button color="info" shape="round" iconOnly aria-label="Share">
              <Share2 aria-hidden="true" />
            </Button>
            <Button color="danger" variant="outline" shape="round" iconOnly aria-label="Like">
              <Heart aria-hidden="true" />
            </Button>
          </div>
        </ShowcaseGroup>
      </div>
    </ShowcaseSection>
  );
}
