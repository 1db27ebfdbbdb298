import { DatePicker } from '../../../kit/date-picker';

export function Playground(props: object) {
  return <DatePicker {...props} label="Arrival" />;
}
