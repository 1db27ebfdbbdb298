import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../kit/tabs';
import type { KitRecord } from '../docTypes';

export const record: KitRecord = {
  name: 'Tabs',
  summary: 'A row of tabs that each show one panel, operated with the arrow keys.',
  group: 'component',
  keys: [
    {
      keys: ['Tab'],
      action: 'Into the row, lands on the selected tab; from there, moves on to its panel.',
    },
    {
      keys: ['ArrowRight', 'ArrowLeft'],
      action:
        'Moves to the next or previous tab and shows its panel, wrapping round at the ends and skipping disabled tabs.',
    },
    { keys: ['Home', 'End'], action: 'Moves to the first or last tab and shows its panel.' },
    {
      keys: ['Enter', 'Space'],
      action: 'Shows the focused tab’s panel (needed only with activationMode="manual").',
    },
  ],
};

export function Playground(props: object) {
  return (
    <Tabs {...props} defaultValue="home">
      <TabsList aria-label="Sections">
        <TabsTrigger value="home">Home</TabsTrigger>
        <TabsTrigger value="profile">Profile</TabsTrigger>
      </TabsList>
      <TabsContent value="home">
        <p>Home is where the kit starts.</p>
      </TabsContent>
      <TabsContent value="profile">
        <p>A short bio and the people you follow.</p>
      </TabsContent>
    </Tabs>
  );
}
