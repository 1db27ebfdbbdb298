import { Label } from '../../kit/label';
import { semanticColors } from '../../design-tokens';
import { ShowcaseSection } from './ShowcaseSection';

export function LabelsSection() {
  return (
    <ShowcaseSection id="labels" title="Labels" description="Small tags for status and categories.">
      <div className="flex flex-wrap gap-3">
        {semanticColors.map((color) => (
          <Label key={color} color={color} className="capitalize">
            {color}
          </Label>
        ))}
      </div>
    </ShowcaseSection>
  );
}
