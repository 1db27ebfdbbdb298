'use client';

import { Mail, User } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../kit/button';
import { FieldLabel, InputGroup, InputGroupAddon, InputGroupInput, Textarea } from '../../kit/input';

/** What the visitor wrote, handed to `onSend`. */
export interface ContactMessage {
  /** The Name field. */
  name: string;
  /** The Email field, as typed: check it before you write back. */
  email: string;
  /** The Message field. */
  message: string;
}

export interface ContactFormProps {
  /**
   * The section's heading, which also names the form.
   * @defaultValue 'Write to the team'
   */
  title?: string;
  /**
   * The sentence under the heading.
   * @defaultValue 'Tell us what you are building and which part of the kit you would like next.'
   */
  intro?: string;
  /**
   * Called with the message when the form is sent. What it returns (or resolves to) is announced under the
   * button: say what happened. By default it sends nothing and says so.
   */
  onSend?: (message: ContactMessage) => string | undefined | Promise<string | undefined>;
}

const sayNothingWasSent = () => 'Thank you! This is a demo, so your message was not sent anywhere.';

/**
 * A contact section on a dark surface: a heading, a sentence, and a form with Name, Email and Message fields and a
 * Send Message button.
 *
 * @remarks The section and the form are both named by the `h2`, so a screen reader lists a form called "Write to the
 * team". Each field is named by its visible label, and Name and Email say what to autofill; the icons beside them
 * are decorative and hidden.
 *
 * What `onSend` returns is written in a polite status under the button, which a screen reader says once, without
 * moving focus. The sample says that this is a demo and nothing was sent.
 */
export function ContactForm({
  title = 'Write to the team',
  intro = 'Tell us what you are building and which part of the kit you would like next.',
  onSend = sayNothingWasSent,
}: ContactFormProps) {
  const id = useId();
  const [status, setStatus] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    void Promise.resolve(
      onSend({ name: field('name'), email: field('email'), message: field('message') }),
    ).then((answer) => setStatus(answer ?? ''));
  };
  return (
    <section
      data-surface="dark"
      aria-labelledby={`${id}-title`}
      className="@container w-full bg-pk-hero py-20"
    >
      <div className="mx-auto max-w-2xl px-4">
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mt-4 text-center leading-relaxed">{intro}</p>
        <form aria-labelledby={`${id}-title`} onSubmit={submit} noValidate className="mt-10 grid gap-5">
          <div className="grid gap-5 @pk-sm:grid-cols-2">
            <div>
              <FieldLabel htmlFor={`${id}-name`}>Name</FieldLabel>
              <InputGroup>
                <InputGroupAddon>
                  <User aria-hidden="true" />
                </InputGroupAddon>
                <InputGroupInput id={`${id}-name`} name="name" autoComplete="name" placeholder="Your name" />
              </InputGroup>
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
              <InputGroup>
                <InputGroupAddon>
                  <Mail aria-hidden="true" />
                </InputGroupAddon>
                <InputGroupInput
                  id={`${id}-email`}
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                />
              </InputGroup>
            </div>
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-message`}>Message</FieldLabel>
            <Textarea
              id={`${id}-message`}
              name="message"
              autoComplete="off"
              rows={5}
              placeholder="Tell us everything you want to say…"
            />
          </div>
          <div className="flex flex-col items-center gap-4">
            <Button type="submit" color="danger" shape="round" size="lg">
              Send Message
            </Button>
            <p role="status" className="min-h-6 text-center text-sm">
              {status}
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
