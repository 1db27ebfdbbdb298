import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../kit/tabs';
import type { DocEntryContent } from '../docTypes';

function TabsDemo() {
  return (
    <div className="rounded-pk-card bg-pk-surface p-6 shadow-pk-card">
      <Tabs defaultValue="home">
        <TabsList aria-label="Demo sections">
          <TabsTrigger value="home">Home</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
          <TabsTrigger value="archive" disabled>
            Archive
          </TabsTrigger>
        </TabsList>
        <TabsContent value="home">
          <p>Home is where the kit starts: every component, one screen at a time.</p>
        </TabsContent>
        <TabsContent value="profile">
          <p>Here is your profile: a short bio, your photos and the people you follow.</p>
        </TabsContent>
        <TabsContent value="messages">
          <p>You have no new messages. Check back later.</p>
        </TabsContent>
        <TabsContent value="archive">
          <p>Nothing is archived yet.</p>
        </TabsContent>
      </Tabs>
    </div>
  );
}

export const content: DocEntryContent = {
  Demo: TabsDemo,
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
  accessibility: (
    <>
      <p>
        Radix gives the row <code>role=&quot;tablist&quot;</code>, each tab <code>role=&quot;tab&quot;</code>{' '}
        with <code>aria-selected</code> and <code>aria-controls</code>, and each panel{' '}
        <code>role=&quot;tabpanel&quot;</code> named by its tab. Name the row too, with an{' '}
        <code>aria-label</code> on <code>TabsList</code>.
      </p>
      <p>
        Only the selected tab is in the tab order, so Tab leaves the row in one step. The panel itself can
        take focus (the kit draws the focus ring on it), so a keyboard user reaches panels that hold only
        text.
      </p>
    </>
  ),
};
