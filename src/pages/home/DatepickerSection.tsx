import { DatePicker } from '../../kit/date-picker';
import { ShowcaseSection } from './ShowcaseSection';

export function DatepickerSection() {
  return (
    <ShowcaseSection
      id="datepicker"
      title="Datepicker"
      tone="muted"
      description="Type a date, or open the calendar: arrow keys move by day and week, Page Up and Page Down by month."
    >
      <div className="max-w-xs">
        <DatePicker label="Pick a date" />
      </div>
    </ShowcaseSection>
  );
}
