import { useMemo } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { Button, FieldMessage, FieldRoot, FormField as TextField, Label, Select } from '@classhub/ui';
import { SCHEDULE_LIMITS } from '@classhub/contracts';
import { FormField } from './form-field';
import { Hint } from './add-class-form.styles';
import type { AddClassFormInput } from './add-class.schema';

const Wide = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 1.1rem;
`;

const SessionRow = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
    align-items: end;
  }
`;

const Legend = styled.legend`
  padding: 0 0.25rem;
  font-weight: 600;
`;

/** The IANA zones this browser knows, its own first; Intl lists them, so no list is shipped with the page. */
function timeZones(own: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [own, ...all.filter((zone) => zone !== own && zone !== 'UTC'), ...(own === 'UTC' ? [] : ['UTC'])];
}

/** The browser's time zone, the form's default: an instructor plans sessions on their own clock. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const NEW_SESSION = { date: '', time: '18:00', durationMinutes: '60' } as const;

interface ScheduleFieldsProps {
  register: UseFormRegister<AddClassFormInput>;
  control: Control<AddClassFormInput>;
  errors: FieldErrors<AddClassFormInput>;
}

/**
 * Description, what students learn, the time zone, the sessions (added and removed as rows) and the joining link
 * (decision 0040). The messages under each field are the contracts' (the server says the same).
 */
export function ScheduleFields({ register, control, errors }: ScheduleFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'sessions' });
  const zones = useMemo(() => timeZones(browserTimeZone()), []);
  const sessionErrors = errors.sessions;
  return (
    <Wide>
      <TextField
        multiline
        label="Description"
        rows={5}
        maxLength={SCHEDULE_LIMITS.descriptionMax}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        multiline
        label="What you'll learn"
        rows={4}
        placeholder="One outcome per line"
        maxLength={SCHEDULE_LIMITS.learningOutcomesMax}
        error={errors.learningOutcomes?.message}
        {...register('learningOutcomes')}
      />
      <FieldRoot>
        <Label htmlFor="class-time-zone">Time zone</Label>
        <Select
          id="class-time-zone"
          aria-invalid={errors.timeZone ? true : undefined}
          aria-describedby="class-time-zone-hint"
          {...register('timeZone')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </Select>
        <Hint id="class-time-zone-hint">Session dates and times below are in this zone.</Hint>
        {errors.timeZone?.message ? <FieldMessage>{errors.timeZone.message}</FieldMessage> : null}
      </FieldRoot>
      {fields.map((session, index) => (
        <SessionRow key={session.id}>
          <Legend>Session {index + 1}</Legend>
          <FormField
            label="Date"
            type="date"
            registration={register(`sessions.${index}.date`)}
            error={sessionErrors?.[index]?.date?.message ?? sessionErrors?.[index]?.message}
          />
          <FormField
            label="Time"
            type="time"
            registration={register(`sessions.${index}.time`)}
            error={sessionErrors?.[index]?.time?.message}
          />
          <FormField
            label="Length (minutes)"
            type="number"
            inputMode="numeric"
            min={SCHEDULE_LIMITS.durationMin}
            max={SCHEDULE_LIMITS.durationMax}
            registration={register(`sessions.${index}.durationMinutes`)}
            error={sessionErrors?.[index]?.durationMinutes?.message}
          />
          <Button type="button" $variant="secondary" onClick={() => remove(index)}>
            Remove session {index + 1}
          </Button>
        </SessionRow>
      ))}
      {sessionErrors?.message ? <FieldMessage role="alert">{sessionErrors.message}</FieldMessage> : null}
      <div>
        <Button
          type="button"
          $variant="secondary"
          disabled={fields.length >= SCHEDULE_LIMITS.sessionsMax}
          onClick={() => append({ ...NEW_SESSION })}
        >
          Add a session
        </Button>
      </div>
      <FormField
        label="Joining link"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="The online meeting; only students enrolled in the class see it"
        registration={register('meetingUrl')}
        error={errors.meetingUrl?.message}
      />
    </Wide>
  );
}
