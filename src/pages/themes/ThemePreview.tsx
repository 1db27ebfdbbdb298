import { Info, TriangleAlert } from 'lucide-react';
import { memo, useId, useState, type CSSProperties } from 'react';
import { ContactForm } from '../../blocks/contact-form/contact-form';
import { FeatureGrid } from '../../blocks/feature-grid/feature-grid';
import { Alert } from '../../kit/alert';
import { Button } from '../../kit/button';
import { Card, CardCategory, CardDescription, CardFooter, CardHeader, CardTitle } from '../../kit/card';
import { Checkbox, Radio } from '../../kit/choice';
import { FieldLabel, Input } from '../../kit/input';
import { Label } from '../../kit/label';
import { Pagination } from '../../kit/pagination';
import { Progress } from '../../kit/progress';
import { Slider } from '../../kit/slider';
import { Switch } from '../../kit/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../kit/tabs';
import { tones } from '../../kit/tones';
import type { ColorScheme } from '../../design-tokens';

/**
 * What one theme looks like: real kit components and two blocks, drawn in the theme's colours. It takes no props
 * that change as the visitor types, so it renders once; a new theme only changes the CSS variables on the pane
 * around it, and the browser repaints.
 */
const PaneContent = memo(function PaneContent({ colorScheme }: { colorScheme: ColorScheme }) {
  const id = useId();
  const [volume, setVolume] = useState([60]);
  const [updates, setUpdates] = useState<boolean | null>(true);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap gap-3">
        {tones.map((tone) => (
          <Button key={tone} color={tone} size="sm">
            {tone}
          </Button>
        ))}
        <Button color="primary" variant="outline" size="sm">
          Outline
        </Button>
        <Button color="primary" variant="link" size="sm">
          Link
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {tones.map((tone) => (
          <Label key={tone} color={tone}>
            {tone}
          </Label>
        ))}
      </div>
      <div className="flex flex-col gap-3">
        <Alert color="info" icon={<Info />}>
          An info alert: your changes are saved as you type.
        </Alert>
        <Alert color="danger" icon={<TriangleAlert />}>
          A danger alert: the card was declined.
        </Alert>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={`${id}-name`}>Name</FieldLabel>
          <Input id={`${id}-name`} defaultValue="Ada Lovelace" />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
          <Input
            id={`${id}-email`}
            defaultValue="ada@"
            validation="danger"
            message="An email address has a name after the @."
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">Notifications</legend>
          <Checkbox label="Email me replies" defaultChecked />
          <Checkbox label="Weekly digest" />
          <div className="flex items-center gap-3">
            <Switch id={`${id}-updates`} checked={updates} onCheckedChange={setUpdates} />
            <label htmlFor={`${id}-updates`} className="text-sm">
              Product updates
            </label>
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">Delivery</legend>
          <Radio name={`${id}-delivery`} label="Standard" />
          <Radio name={`${id}-delivery`} label="Express" defaultChecked />
        </fieldset>
      </div>
      <div className="flex flex-col gap-4">
        <span id={`${id}-volume`} className="text-sm font-semibold">
          Volume
        </span>
        <Slider aria-labelledby={`${id}-volume`} value={volume} onValueChange={setVolume} color="primary" />
        <Progress aria-label="Upload" value={70} color="success" />
      </div>
      <Tabs defaultValue="overview">
        <TabsList aria-label={`Sections, ${colorScheme}`}>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <p className="text-sm">The overview of this account.</p>
        </TabsContent>
        <TabsContent value="activity">
          <p className="text-sm">Nothing happened this week.</p>
        </TabsContent>
      </Tabs>
      <Pagination aria-label={`Pages, ${colorScheme}`} collectionSize={50} defaultPage={2} />
      <Card className="max-w-sm">
        <CardHeader>
          <CardCategory color="info">Travel</CardCategory>
          <CardTitle>A card on the surface</CardTitle>
          <CardDescription>Its category, title and description keep their contrast.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button color="primary" shape="round" size="sm">
            Read more
          </Button>
        </CardFooter>
      </Card>
      <FeatureGrid
        title={`Blocks take the theme too (${colorScheme})`}
        // The grid lays out by this pane's width, not the window's: one column in a half-width pane, two or four
        // in a wider one, as the block would in a sidebar or a card of an app.
        intro="A block is kit components put together: it reads the same colours, and lays out by the width of this pane, not the window’s."
      />
      <ContactForm
        title={`Write to us (${colorScheme})`}
        intro="A dark block: its fields and button on the hero surface."
      />
    </div>
  );
});

/** The theme's light or dark pane: the kit in those colours, named for a screen reader's region list. */
export function ThemePane({
  colorScheme,
  variables,
}: {
  colorScheme: ColorScheme;
  variables: Record<string, string>;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      style={{ ...variables, colorScheme } as CSSProperties}
      // No transitions inside: a new theme changes every colour at once, and a button or field easing each of its
      // colours would make the browser restyle the pane frame after frame (a third of each key's time).
      className="min-w-0 rounded-pk-card border border-pk-border-strong bg-pk-paper p-4 text-pk-ink sm:p-6 [&_*]:transition-none"
      data-theme-pane={colorScheme}
    >
      <h3 id={headingId} className="mb-6 text-lg font-bold">
        {colorScheme === 'light' ? 'Light' : 'Dark'}
      </h3>
      <PaneContent colorScheme={colorScheme} />
    </section>
  );
}
