import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  ModalTrigger,
} from '../../src/kit/modal';

function DemoModal() {
  return (
    <Modal>
      <ModalTrigger>Launch demo modal</ModalTrigger>
      <ModalContent>
        <ModalHeader>
          <ModalTitle>Delete this project?</ModalTitle>
        </ModalHeader>
        <ModalBody>
          <ModalDescription>Nothing is deleted in this demo.</ModalDescription>
        </ModalBody>
        <ModalFooter>
          <ModalClose>Never mind</ModalClose>
          <ModalClose>DELETE</ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<DemoModal />);
  const trigger = screen.getByRole('button', { name: 'Launch demo modal' });
  await user.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Delete this project?' });
  // Focus moves in once the modal is on screen, a frame after it opens.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { user, trigger, dialog };
}

describe('Modal', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { dialog } = await openModal();
    expect(dialog).toHaveAccessibleDescription('Nothing is deleted in this demo.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('keeps focus inside: Tab and Shift+Tab cycle through its buttons', async () => {
    const { user, dialog } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const neverMind = screen.getByRole('button', { name: 'Never mind' });
    const remove = screen.getByRole('button', { name: 'DELETE' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(neverMind).toHaveFocus();
    await user.tab();
    expect(remove).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
    expect(dialog).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user, trigger } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it.each(['Never mind', 'DELETE', 'Close'])('closes from its "%s" button', async (name) => {
    const { user, trigger } = await openModal();
    await user.click(screen.getByRole('button', { name }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on the overlay', async () => {
    const { user } = await openModal();
    const overlay = document.querySelector('[data-slot="modal-overlay"]');
    expect(overlay).toBeInstanceOf(HTMLElement);
    await user.click(overlay as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the description out without complaint when asked with aria-describedby={undefined}', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const user = userEvent.setup();
    render(
      <Modal>
        <ModalTrigger>Open</ModalTrigger>
        <ModalContent aria-describedby={undefined}>
          <ModalTitle>Subscribe</ModalTitle>
        </ModalContent>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Subscribe' })).not.toHaveAttribute('aria-describedby');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('logs an error when the modal has no title to name it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <Modal>
        <ModalTrigger>Open</ModalTrigger>
        <ModalContent aria-describedby={undefined}>
          <ModalBody>No title here.</ModalBody>
        </ModalContent>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('ModalContent has no accessible name'));
  });
});
