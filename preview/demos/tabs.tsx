import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../src/kit/tabs';

export default function TabsDemo() {
  return (
    <div className="rounded-card bg-surface p-6 shadow-card">
      <Tabs defaultValue="home">
        <TabsList aria-label="Demo sections">
          <TabsTrigger value="home">Home</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
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
      </Tabs>
    </div>
  );
}
