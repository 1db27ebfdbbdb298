import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DirectionProvider } from '../../src/kit/direction';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../src/kit/tabs';

function DemoTabs() {
  return (
    <Tabs defaultValue="home">
      <TabsList aria-label="Sections" className="justify-start">
        <TabsTrigger value="home">Home</TabsTrigger>
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="messages">Messages</TabsTrigger>
      </TabsList>
      <TabsContent value="home">Home panel</TabsContent>
      <TabsContent value="profile">Profile panel</TabsContent>
      <TabsContent value="messages">Messages panel</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab, labelled by it', () => {
    render(<DemoTabs />);
    const home = screen.getByRole('tab', { name: 'Home' });
    expect(home).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Home' })).toHaveTextContent('Home panel');
    expect(screen.queryByText('Profile panel')).not.toBeInTheDocument();
  });

  it('moves to and activates the next tab with the arrow keys, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<DemoTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const profile = screen.getByRole('tab', { name: 'Profile' });
    expect(profile).toHaveFocus();
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Profile panel');
    expect(screen.queryByText('Home panel')).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'Messages' })).toHaveTextContent('Messages panel');
  });

  it('right to left, moves to the next tab with ArrowLeft, from a DirectionProvider or <html dir>', async () => {
    const user = userEvent.setup();
    const provided = render(
      <DirectionProvider dir="rtl">
        <DemoTabs />
      </DirectionProvider>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    provided.unmount();

    document.documentElement.dir = 'rtl';
    onTestFinished(() => document.documentElement.removeAttribute('dir'));
    render(<DemoTabs />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  });

  it('marks the active tab with the primary underline and lets the caller override classes', () => {
    render(<DemoTabs />);
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveClass(
      'data-[state=active]:border-pk-primary-text',
      'data-[state=active]:text-pk-primary-text',
    );
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect(list).toHaveClass('justify-start');
    expect(list).not.toHaveClass('justify-center');
  });
});
