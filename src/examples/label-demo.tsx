import { Label } from '../kit/label';

const colors = ['default', 'primary', 'info', 'success', 'warning', 'danger'] as const;

/**
 * Labels in the six colours, beside text and on a card.
 */
export function LabelDemo() {
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
