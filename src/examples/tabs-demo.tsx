import { Tabs, TabsContent, TabsList, TabsTrigger } from '../kit/tabs';

/**
 * Tabs named Home, Profile and Messages, and a disabled one, in a named row on a card.
 */
export function TabsDemo() {
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
