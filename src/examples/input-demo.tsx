import { Search, User } from 'lucide-react';
import { FieldLabel, Input, InputGroup, InputGroupAddon, InputGroupInput, Textarea } from '../kit/input';

/** A field with no validation state, a success one, a danger one and a group, which the home page shows too. */
export function InputSamples() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <FieldLabel htmlFor="input-default">Default</FieldLabel>
        <Input id="input-default" placeholder="Default" />
      </div>
      <div>
        <FieldLabel htmlFor="input-success">Success</FieldLabel>
        <Input id="input-success" validation="success" defaultValue="Success" />
      </div>
      <div>
        <FieldLabel htmlFor="input-error">Username</FieldLabel>
        <Input
          id="input-error"
          validation="danger"
          defaultValue="paperkit"
          message="Sorry, that username's taken. Try another?"
        />
      </div>
      <div>
        <FieldLabel htmlFor="input-group">With an icon</FieldLabel>
        <InputGroup>
          <InputGroupAddon>
            <User aria-hidden="true" />
          </InputGroupAddon>
          <InputGroupInput id="input-group" placeholder="Username" autoComplete="off" />
        </InputGroup>
      </div>
    </div>
  );
}

/**
 * Text fields with no validation state and in the success and danger ones, each with a visible label, input
 * groups with an icon at either end, a disabled field and a text area with a message.
 */
export function InputDemo() {
  return (
    <div className="flex flex-col gap-6">
      <InputSamples />
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor="demo-search">Search (trailing)</FieldLabel>
          <InputGroup>
            <InputGroupInput id="demo-search" type="search" placeholder="Search" />
            <InputGroupAddon>
              <Search aria-hidden="true" />
            </InputGroupAddon>
          </InputGroup>
        </div>
        <div>
          <FieldLabel htmlFor="demo-disabled">Disabled</FieldLabel>
          <Input id="demo-disabled" disabled placeholder="Disabled" />
        </div>
        <div className="sm:col-span-2">
          <FieldLabel htmlFor="demo-textarea">Message</FieldLabel>
          <Textarea
            id="demo-textarea"
            placeholder="What would you like the kit to do next?"
            message="Up to 500 characters."
          />
        </div>
      </div>
    </div>
  );
}
