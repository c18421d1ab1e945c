import { renderHook } from '@testing-library/react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { firstErrorMessage, formErrorMap, SERVER_ERROR_FIELD, showServerErrors } from './form-errors.ts';

const formWith = <T extends FieldValues>(defaultValues: DefaultValues<T>) =>
  renderHook(() => useForm<T>({ defaultValues })).result.current;

const unprocessable = (errors: Record<string, string[]>) =>
  new ApiError({ status: 422, serverMessage: 'The given data was invalid.', fieldErrors: errors });

describe('server errors on a form', () => {
  it('places nested keys on their fields and an item’s error on its list', () => {
    const form = formWith({ regions: [] as string[], signals: { titles: [] as string[], phrases: [{ text: '', weight: 3 }] } });

    showServerErrors(
      form,
      unprocessable({
        'regions.1': ['The selected region is invalid.'],
        'signals.titles.0': ['This title is used by another document type.'],
        'signals.phrases.0.weight': ['The weight must be between 1 and 5.'],
      }),
    );

    expect(form.getFieldState('regions').error?.message).toBe('The selected region is invalid.');
    expect(form.getFieldState('signals.titles').error?.message).toBe('This title is used by another document type.');
    expect(form.getFieldState('signals.phrases.0.weight').error?.message).toBe('The weight must be between 1 and 5.');
    expect(form.getFieldState(SERVER_ERROR_FIELD as 'regions').error).toBeUndefined();
  });

  it('shows errors for fields the form does not have above the form', () => {
    const form = formWith({ name: '' });

    showServerErrors(form, unprocessable({ practiceAreaId: ['The selected practice area is invalid.'] }));

    expect(form.getFieldState(SERVER_ERROR_FIELD as 'name').error?.message).toBe('The selected practice area is invalid.');
    expect(form.getFieldState('name').error).toBeUndefined();
  });
});

describe('first error message', () => {
  it('finds a message on the field or on one of its items, never inside the element it belongs to', () => {
    const element = document.createElement('input');
    expect(firstErrorMessage({ message: 'Choose at least one region.', ref: element })).toBe('Choose at least one region.');
    expect(firstErrorMessage([undefined, { message: 'Use at least 2 characters.', ref: element }])).toBe('Use at least 2 characters.');
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });
});

describe('form error map', () => {
  it('words the length rules without messages of their own, leaving the contracts’ own messages alone', () => {
    const schema = z.object({
      titles: z.array(z.string().min(2)),
      hints: z.array(z.string()).max(1),
      name: z.string().min(1, { error: 'The name field is required.' }),
    });
    const result = schema.safeParse({ titles: ['a'], hints: ['b', 'c'], name: '' }, { error: formErrorMap });

    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['titles.0', 'Use at least 2 characters.'],
      ['hints', 'Give at most 1.'],
      ['name', 'The name field is required.'],
    ]);
  });
});
