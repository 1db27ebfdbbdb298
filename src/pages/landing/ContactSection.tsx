import { Mail, User } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../kit/button';
import { FieldLabel, InputGroup, InputGroupAddon, InputGroupInput, Textarea } from '../../kit/input';

/** The contact section: a form that, being a demo, sends nothing and says so politely. */
export function ContactSection() {
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
  };
  return (
    <section data-surface="dark" aria-labelledby="contact-title" className="bg-pk-hero py-20">
      <div className="mx-auto max-w-2xl px-4">
        <h2 id="contact-title" className="text-center text-3xl font-bold tracking-tight">
          Write to the team
        </h2>
        <p className="mt-4 text-center leading-relaxed">
          Tell us what you are building and which part of the kit you would like next.
        </p>
        <form aria-labelledby="contact-title" onSubmit={submit} noValidate className="mt-10 grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <FieldLabel htmlFor="contact-name">Name</FieldLabel>
              <InputGroup>
                <InputGroupAddon>
                  <User aria-hidden="true" />
                </InputGroupAddon>
                <InputGroupInput id="contact-name" name="name" autoComplete="name" placeholder="Your name" />
              </InputGroup>
            </div>
            <div>
              <FieldLabel htmlFor="contact-email">Email</FieldLabel>
              <InputGroup>
                <InputGroupAddon>
                  <Mail aria-hidden="true" />
                </InputGroupAddon>
                <InputGroupInput
                  id="contact-email"
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                />
              </InputGroup>
            </div>
          </div>
          <div>
            <FieldLabel htmlFor="contact-message">Message</FieldLabel>
            <Textarea
              id="contact-message"
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
              {tried ? 'Thank you! This is a demo, so your message was not sent anywhere.' : ''}
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
