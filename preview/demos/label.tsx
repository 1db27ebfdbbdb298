import { Label } from '../../src/kit/label';

const colors = ['default', 'primary', 'info', 'success', 'warning', 'danger'] as const;

export default function LabelDemo() {
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
        A label beside text: Paper Kit 2 <Label color="success">New</Label>
      </p>
      <div className="flex flex-wrap items-center gap-3 rounded-card bg-surface p-4 shadow-card">
        {colors.map((color) => (
          <Label key={color} color={color}>
            On a card
          </Label>
        ))}
      </div>
    </div>
  );
}
