import { User } from 'lucide-react';
import { FieldLabel, Input, InputGroup, InputGroupAddon, InputGroupInput } from '../../kit/input';
import { ShowcaseSection } from './ShowcaseSection';

/** The default, success, error and grouped fields, also the documentation’s input demo. */
export function InputSamples() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <FieldLabel htmlFor="input-default">Default</FieldLabel>
        <Input id="input-default" placeholder="Default" />
      </div>
      <div>
        <FieldLabel htmlFor="input-success">Success</FieldLabel>
        <Input id="input-success" state="success" defaultValue="Success" />
      </div>
      <div>
        <FieldLabel htmlFor="input-error">Username</FieldLabel>
        <Input
          id="input-error"
          state="error"
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

export function InputsSection() {
  return (
    <ShowcaseSection
      id="inputs"
      title="Inputs"
      description="Default, success and error states, and a group with an icon."
    >
      <InputSamples />
    </ShowcaseSection>
  );
}
