import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../kit/tabs';
import { ShowcaseSection } from './ShowcaseSection';

const tabs = [
  {
    value: 'home',
    label: 'Home',
    text: 'Home is where the kit starts: every component, one screen at a time.',
  },
  {
    value: 'profile',
    label: 'Profile',
    text: 'A profile tells who someone is, what they make and whom they follow.',
  },
  { value: 'messages', label: 'Messages', text: 'No new messages. When one arrives, it waits here for you.' },
];

export function TabsSection() {
  return (
    <ShowcaseSection
      id="tabs"
      title="Tabs"
      tone="muted"
      description="Arrow keys move between tabs; Tab moves into the panel."
    >
      <Tabs
        defaultValue="home"
        className="mx-auto max-w-2xl rounded-pk-card bg-pk-surface p-6 shadow-pk-card"
      >
        <TabsList aria-label="Sample tabs">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <p className="text-center">{tab.text}</p>
          </TabsContent>
        ))}
      </Tabs>
    </ShowcaseSection>
  );
}
