import { Calendar } from '../../../kit/calendar';

export const fixedProps = { autoFocus: 'would take focus from the controls at every change' };

export function Playground(props: object) {
  return <Calendar {...props} defaultMonth={new Date(2026, 2)} />;
}
