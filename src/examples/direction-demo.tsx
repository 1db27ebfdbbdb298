'use client';

import { useState } from 'react';
import { Radio } from '../kit/choice';
import { DirectionProvider, type Direction } from '../kit/direction';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../kit/tabs';

const steps = ['1', '2', '3'];

/**
 * A part of a page whose reading direction the radios choose: the provider and `dir` on the element it wraps change
 * together, so the tabs' arrow keys follow the layout. Right to left, ArrowLeft moves to the next tab.
 */
export function DirectionDemo() {
  const [direction, setDirection] = useState<Direction>('rtl');
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-bold uppercase tracking-wider text-pk-muted">
          Reading direction
        </legend>
        <Radio
          name="direction-demo"
          label="Left to right"
          checked={direction === 'ltr'}
          onChange={() => setDirection('ltr')}
        />
        <Radio
          name="direction-demo"
          label="Right to left"
          checked={direction === 'rtl'}
          onChange={() => setDirection('rtl')}
        />
      </fieldset>
      <p className="text-sm text-pk-muted">
        Focus a tab and press the arrow key that points to the next one: ArrowRight left to right, ArrowLeft
        right to left.
      </p>
      {/* dir for the layout (CSS), the provider for the components' keys: always the same value. */}
      <div dir={direction} className="rounded-pk-card border border-pk-border p-4">
        <DirectionProvider dir={direction}>
          <Tabs defaultValue="1">
            <TabsList aria-label="Steps">
              {steps.map((step) => (
                <TabsTrigger key={step} value={step}>
                  Step {step}
                </TabsTrigger>
              ))}
            </TabsList>
            {steps.map((step) => (
              <TabsContent key={step} value={step}>
                <p>
                  Step {step} of {steps.length}
                </p>
              </TabsContent>
            ))}
          </Tabs>
        </DirectionProvider>
      </div>
    </div>
  );
}
