import { Search } from 'lucide-react';
import {
  FieldLabel,
  Input,
  InputGroup,
  InputGroupAddon,
  InputGroupInput,
  Textarea,
} from '../../src/kit/input';
import { InputsSection } from '../../src/pages/home/InputsSection';

/** The home page's inputs, plus a trailing addon, a disabled field and a textarea with a message. */
export default function InputsDemo() {
  return (
    <div className="flex flex-col gap-6">
      <InputsSection />
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
