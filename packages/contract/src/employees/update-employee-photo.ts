import { ZEmployee } from './employee.ts';

/** PATCH /employees/{uuid}/photo (multipart, field `file`, PNG or JPEG): answers the employee. */
export const ZUpdateEmployeePhotoResponse = ZEmployee;
