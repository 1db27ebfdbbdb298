import { Label } from '../../../kit/label';
import type { DocEntryContent } from '../docTypes';

const colors = ['default', 'primary', 'info', 'success', 'warning', 'danger'] as const;

function LabelDemo() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {colors.map((color) => (
          <Label key={color} color={color}>
            {color}
          </Label>
        ))}
      </div>
      <p className="text-sm">
        A label beside text: Dark theme <Label color="success">New</Label>
      </p>
      <div className="flex flex-wrap items-center gap-3 rounded-pk-card bg-pk-surface p-4 shadow-pk-card">
        {colors.map((color) => (
          <Label key={color} color={color}>
            On a card
          </Label>
        ))}
      </div>
    </div>
  );
}

export const content: DocEntryContent = {
  Demo: LabelDemo,
  keys: [],
  accessibility: (
    <>
      <p>
        A label is a <code>&lt;span&gt;</code> with no role, read as part of the text around it. Its text is
        uppercase only in its style, so a screen reader reads the words as written rather than letter by
        letter.
      </p>
      <p>
        Write the meaning in the words (&ldquo;New&rdquo;, &ldquo;Sold out&rdquo;): the colour adds emphasis
        but says nothing to someone who cannot see it. Every colour pair meets 4.5:1 contrast.
      </p>
    </>
  ),
};
