import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Star } from 'lucide-react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../src/blocks/contact-form/contact-form';
import { FeatureGrid } from '../../src/blocks/feature-grid/feature-grid';
import { LandingHero } from '../../src/blocks/landing-hero/landing-hero';
import { ProfileConnections } from '../../src/blocks/profile-connections/profile-connections';
import { ProfileHeader } from '../../src/blocks/profile-header/profile-header';
import { ProfileSettings } from '../../src/blocks/profile-header/profile-settings';
import { RegisterCard } from '../../src/blocks/register-card/register-card';
import { SignUpCard } from '../../src/blocks/sign-up-card/sign-up-card';
import { TeamCards } from '../../src/blocks/team-cards/team-cards';

/** A router's link, as an app would pass it: it marks what it draws, so a test sees it was used. */
function RouterLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  return (
    <a href={`#${href}`} data-router-link="" {...props}>
      {children}
    </a>
  );
}

describe('the blocks, with their sample data', () => {
  it.each([
    ['SignUpCard', <SignUpCard key="card" />, 'Welcome'],
    ['RegisterCard', <RegisterCard key="register" />, 'Create an account'],
    ['ProfileHeader', <ProfileHeader key="header" />, 'Sanna Berg'],
    ['LandingHero', <LandingHero key="hero" />, 'Your story, on good paper'],
    ['FeatureGrid', <FeatureGrid key="features" />, 'Let’s talk about the kit'],
    ['TeamCards', <TeamCards key="team" />, 'Meet the team'],
    ['ContactForm', <ContactForm key="contact" />, 'Write to the team'],
  ])('%s renders on its own, headed and with pictures that have a size', (_name, element, heading) => {
    const { container } = render(element);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    for (const image of container.querySelectorAll('img')) {
      expect(image).toHaveAttribute('alt', '');
      expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
  });
});

describe('SignUpCard', () => {
  it('hands onRegister what was typed, and says what it returns once, in a polite status', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn(async () => 'Check your inbox.');
    render(<SignUpCard onRegister={onRegister} />);
    const form = screen.getByRole('form', { name: 'Welcome' });
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(form).getByLabelText('Password'), 'correct horse');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onRegister).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse' });
    expect(await screen.findByText('Check your inbox.')).toHaveAttribute('role', 'status');
  });

  it('says, by default, that nothing was sent; it is an h1 when asked, and names its links', async () => {
    const user = userEvent.setup();
    render(
      <SignUpCard
        headingLevel="h1"
        socialLinks={[{ label: 'Join with Example', href: 'https://example.com/', icon: Star }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Join with Example' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('Opens in a new tab');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This is a demo: nothing was sent, and no account was made.',
    );
  });
});

describe('RegisterCard', () => {
  it('is a region named Register around the card, with its link drawn by the app’s link component', () => {
    render(
      <RegisterCard
        signUpHref="/signup"
        linkComponent={RouterLink}
        forgotPasswordHref="mailto:x@example.com"
      />,
    );
    const region = screen.getByRole('region', { name: 'Register' });
    const link = within(region).getByRole('link', { name: 'Open the full sign-up page' });
    expect(link).toHaveAttribute('href', '#/signup');
    expect(link).toHaveAttribute('data-router-link');
    expect(within(region).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      'mailto:x@example.com',
    );
    expect(within(region).getByRole('heading', { level: 2, name: 'Create an account' })).toBeInTheDocument();
  });
});

describe('ProfileHeader', () => {
  it('heads the section with the owner’s name, at the level asked, and shows the actions given', () => {
    render(
      <ProfileHeader
        owner={{ name: 'Ada Lovelace', role: 'Analyst', bio: 'Notes on the engine.', portrait: 'ada.png' }}
        headingLevel="h2"
        actions={<ProfileSettings>Nothing to change.</ProfileSettings>}
      />,
    );
    expect(screen.getByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens the Settings popover with what it is given, and Escape closes it onto the button', async () => {
    const user = userEvent.setup();
    render(<ProfileHeader actions={<ProfileSettings>Nothing to change.</ProfileSettings>} />);
    const button = screen.getByRole('button', { name: 'Settings' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toHaveTextContent('Nothing to change.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('has no actions unless it is given some', () => {
    render(<ProfileHeader />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ProfileConnections', () => {
  const follows = [
    { id: 'ada', name: 'Ada Lovelace', role: 'Analyst', portrait: 'ada.png', inFeed: true },
    { id: 'alan', name: 'Alan Turing', role: 'Logician', portrait: 'alan.png', inFeed: false },
  ];

  it('names each checkbox by the person, describes it by their role, and reports each change', async () => {
    const user = userEvent.setup();
    const onFeedChange = vi.fn();
    render(<ProfileConnections follows={follows} onFeedChange={onFeedChange} />);
    const ada = screen.getByRole('checkbox', { name: 'Ada Lovelace' });
    expect(ada).toBeChecked();
    expect(ada).toHaveAccessibleDescription('Analyst');
    await user.click(screen.getByRole('checkbox', { name: 'Alan Turing' }));
    expect(screen.getByRole('checkbox', { name: 'Alan Turing' })).toBeChecked();
    expect(onFeedChange).toHaveBeenCalledWith('alan', true);
  });

  it('makes Find a button with onFind, and else a link drawn by the app’s link component', async () => {
    const user = userEvent.setup();
    const onFind = vi.fn();
    const { unmount } = render(<ProfileConnections onFind={onFind} />);
    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(screen.getByText('Not following anyone yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find artists' }));
    expect(onFind).toHaveBeenCalledOnce();
    unmount();

    render(<ProfileConnections findHref="/people" linkComponent={RouterLink} findLabel="Find people" />);
    await user.click(screen.getByRole('tab', { name: 'Following' }));
    const link = screen.getByRole('link', { name: 'Find people' });
    expect(link).toHaveAttribute('href', '#/people');
    expect(link).toHaveAttribute('data-router-link');
  });
});

describe('LandingHero', () => {
  it('makes an action with href a link and one with onClick a button', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <LandingHero
        primaryAction={{ label: 'Meet us', onClick }}
        secondaryAction={{ label: 'Read more about the kit', href: '/kit' }}
        linkComponent={RouterLink}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your story, on good paper' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meet us' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Read more about the kit' })).toHaveAttribute('href', '#/kit');
  });
});

describe('FeatureGrid', () => {
  it('lists the features under the section’s heading, each an h3 with its link', () => {
    render(
      <FeatureGrid
        title="Why"
        features={[
          {
            title: 'Fast',
            text: 'Quick.',
            icon: Star,
            tone: 'warning',
            link: { label: 'See speed', href: '/speed' },
          },
        ]}
        linkComponent={RouterLink}
      />,
    );
    const section = screen.getByRole('region', { name: 'Why' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByRole('heading', { level: 3, name: 'Fast' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See speed' })).toHaveAttribute('href', '#/speed');
  });
});

describe('TeamCards', () => {
  it('lists one card per person, with links named after them, and an id a link can lead to', () => {
    render(<TeamCards headingId="people" />);
    const section = screen.getByRole('region', { name: 'Meet the team' });
    expect(screen.getByRole('heading', { name: 'Meet the team' })).toHaveAttribute('id', 'people');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const website = within(section).getByRole('link', { name: 'Amara Obi’s website' });
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAccessibleDescription('Opens in a new tab');
    expect(within(section).getByRole('link', { name: 'Email Amara Obi' })).not.toHaveAttribute('target');
  });
});

describe('ContactForm', () => {
  it('hands onSend the message, labels every field, and says what onSend returns', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => 'Sent, thank you.');
    render(<ContactForm onSend={onSend} />);
    const form = screen.getByRole('form', { name: 'Write to the team' });
    await user.type(within(form).getByLabelText('Name'), 'Ada');
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(form).getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    expect(await screen.findByText('Sent, thank you.')).toHaveAttribute('role', 'status');
  });
});
