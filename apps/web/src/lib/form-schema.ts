import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `@dd/contracts` types its password-confirming schemas (RegisterRequest, ResetPasswordRequest) as
 * `ZodType<T, unknown>`: the refinement hides their input type. A form's input is exactly those fields, so this
 * restores it for react-hook-form without re-declaring the shape.
 */
export const asFormSchema = <T extends FieldValues>(schema: z.ZodType<T>) => schema as z.ZodType<T, T>;
