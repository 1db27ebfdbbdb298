import { Search, User } from 'lucide-react';
import {
  FieldLabel,
  Input,
  InputGroup,
  InputGroupAddon,
  InputGroupInput,
  Textarea,
} from '../../src/kit/input';

export default function InputsDemo() {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <FieldLabel htmlFor="demo-default">Default</FieldLabel>
        <Input id="demo-default" placeholder="Default" />
      </div>
      <div>
        <FieldLabel htmlFor="demo-success">Success</FieldLabel>
        <Input id="demo-success" state="success" defaultValue="Success" message="Looks good." />
      </div>
      <div>
        <FieldLabel htmlFor="demo-error">Username</FieldLabel>
        <Input
          id="demo-error"
          state="error"
          defaultValue="Error"
          message="Sorry, that username's taken. Try another?"
        />
      </div>
      <div>
        <FieldLabel htmlFor="demo-group">Username (group)</FieldLabel>
        <InputGroup>
          <InputGroupAddon>
            <User aria-hidden="true" />
          </InputGroupAddon>
          <InputGroupInput id="demo-group" placeholder="Username" />
        </InputGroup>
      </div>
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
  );
}
