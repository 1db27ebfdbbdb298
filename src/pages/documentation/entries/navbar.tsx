import {
  Navbar,
  NavbarBrand,
  NavbarButton,
  NavbarCollapse,
  NavbarItem,
  NavbarLink,
  NavbarLinks,
  NavbarSearch,
  NavbarToggle,
} from '../../../kit/navbar';
import { NavbarSamples } from '../../home/NavbarsSection';
import { componentApi, type DocEntryContent } from '../docTypes';

/** The home page's navbars in every colour and transparent (resize the window to see them collapse). */
function NavbarDemo() {
  return <NavbarSamples />;
}

export const content: DocEntryContent = {
  Demo: NavbarDemo,
  keys: [
    {
      keys: ['Tab', 'Shift+Tab'],
      action:
        'Moves through the brand, the toggle (on narrow screens), the links, buttons and search field in order.',
    },
    { keys: ['Enter'], action: 'Follows the focused link, or presses the focused button.' },
    {
      keys: ['Space'],
      action:
        'Presses the focused button: the toggle shows or hides the links, a menu button opens its menu.',
    },
  ],
  accessibility: (
    <>
      <p>
        Each navbar is a <code>nav</code> landmark with a required <code>aria-label</code>; give every navbar
        on a page a different one so a screen reader&rsquo;s list of landmarks tells them apart.
      </p>
      <p>
        Below 992&nbsp;px the links fold behind a button named &ldquo;Toggle navigation&rdquo; that reports{' '}
        <code>aria-expanded</code> and points at the links with <code>aria-controls</code>; folded links are
        hidden, so Tab skips them. An icon-only link does not compile without an <code>aria-label</code> or{' '}
        <code>aria-labelledby</code>, the link to the current page takes{' '}
        <code>aria-current=&quot;page&quot;</code> (shown by a ring), and the search field has a label that
        only screen readers see.
      </p>
    </>
  ),
  api: [
    componentApi('Navbar', Navbar, {
      description: 'The bar itself: a named <nav> that holds the open state of its collapse.',
      rows: [
        {
          name: 'aria-label',
          type: 'string',
          description: 'Required: the landmark’s name, different for each navbar on the page.',
        },
        {
          name: 'color',
          type: "'default' | 'primary' | 'info' | 'success' | 'warning' | 'danger' | 'transparent'",
          defaultValue: "'default'",
          description:
            'Fill colour; transparent is for dark artwork and switches to light text and focus ring.',
        },
      ],
      inherits: 'Every other prop of a <nav>.',
    }),
    componentApi('NavbarBrand', NavbarBrand, {
      description: 'The name at the start of the bar, a link that pushes everything after it to the end.',
      rows: [
        { name: 'href', type: 'string', description: 'Where it leads, usually the home page.' },
        {
          name: 'asChild',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Render the only child (a router link, say) with the brand’s look instead of an <a>.',
        },
      ],
      inherits: 'Every prop of an <a>.',
    }),
    componentApi('NavbarToggle', NavbarToggle, {
      description:
        'The round button that shows or hides the links below 992 px; it is hidden from that width up.',
      rows: [
        {
          name: 'aria-label',
          type: 'string',
          defaultValue: "'Toggle navigation'",
          description: 'The button’s name.',
        },
        {
          name: 'onClick',
          type: '(event: MouseEvent) => void',
          description: 'Called before the links are shown or hidden.',
        },
      ],
      inherits: 'Every prop of a <button> except children (it draws its own icon).',
    }),
    componentApi('NavbarCollapse', NavbarCollapse, {
      description: 'What the toggle shows and hides: a column on narrow screens, inline from 992 px.',
      rows: [],
      inherits: 'Every prop of a <div>.',
    }),
    componentApi('NavbarLinks', NavbarLinks, {
      description: 'The list of links.',
      rows: [],
      inherits: 'Every prop of a <ul>.',
    }),
    componentApi('NavbarItem', NavbarItem, {
      description: 'One entry of the list, around a link, a button or a menu.',
      rows: [],
      inherits: 'Every prop of an <li>.',
    }),
    componentApi('NavbarLink', NavbarLink, {
      description: 'A pill-shaped link in capitals; a ring marks hover and the current page.',
      rows: [
        { name: 'href', type: 'string', description: 'Where it leads (a #/route on this site).' },
        {
          name: 'aria-current',
          type: "'page' | …",
          description: 'Set to page on the link to the page being shown.',
        },
        {
          name: 'iconOnly',
          type: 'boolean',
          defaultValue: 'false',
          description: 'A square link holding only an icon; then aria-label or aria-labelledby is required.',
        },
        {
          name: 'aria-label',
          type: 'string',
          description: 'The name of an icon-only link.',
        },
        {
          name: 'asChild',
          type: 'boolean',
          defaultValue: 'false',
          description: 'Render the only child (a router link, say) with the link’s look instead of an <a>.',
        },
      ],
      inherits: 'Every prop of an <a>.',
    }),
    componentApi('NavbarButton', NavbarButton, {
      description:
        'A button with the links’ look, for actions and for a dropdown menu’s trigger (with asChild on the trigger).',
      rows: [
        {
          name: 'type',
          type: "'button' | 'submit' | 'reset'",
          defaultValue: "'button'",
          description: 'The button’s type; it never submits a form unless asked to.',
        },
      ],
      inherits: 'Every prop of a <button>.',
    }),
    componentApi('NavbarSearch', NavbarSearch, {
      description:
        'A search field in a search landmark, with a magnifier icon. It does not search by itself: handle onChange or put it in a form.',
      rows: [
        {
          name: 'label',
          type: 'string',
          description: 'The field’s name, in a label only screen readers see.',
        },
        { name: 'id', type: 'string', description: 'The field’s id; one is generated when left out.' },
      ],
      inherits: 'Every prop of an <input> except type (always search).',
    }),
  ],
};
