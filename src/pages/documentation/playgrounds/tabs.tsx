import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../kit/tabs';

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
