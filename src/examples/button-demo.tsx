import { Heart, Settings } from 'lucide-react';
import { Button } from '../kit/button';

const colors = ['default', 'primary', 'info', 'success', 'warning', 'danger'] as const;

/**
 * Buttons in every colour, variant, shape and size, an icon-only button named by aria-label, neutral buttons
 * on dark artwork, a full-width button and a link drawn as a button.
 */
export function ButtonDemo() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button>Default</Button>
        <Button shape="round">Round</Button>
        <Button shape="round" color="primary">
          <Heart aria-hidden="true" /> With icon
        </Button>
        <Button shape="round" iconOnly aria-label="Settings" color="primary">
          <Settings aria-hidden="true" />
        </Button>
        <Button variant="link" color="primary">
          Simple
        </Button>
        <Button disabled>Disabled</Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm">Small</Button>
        <Button>Regular</Button>
        <Button size="lg">Large</Button>
      </div>
      {(['solid', 'outline', 'link'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {colors.map((color) => (
            <Button key={color} variant={variant} color={color} shape="round">
              {color}
            </Button>
          ))}
        </div>
      ))}
      <div data-surface="dark" className="flex flex-wrap gap-3 rounded-pk-card bg-pk-hero p-4">
        <Button color="neutral" shape="round">
          Neutral
        </Button>
        <Button color="neutral" variant="outline" shape="round">
          Neutral outline
        </Button>
      </div>
      <Button block color="primary" shape="round">
        Block
      </Button>
      <Button asChild color="info" shape="round">
        <a href="#/landing">A link that looks like a button</a>
      </Button>
    </div>
  );
}
